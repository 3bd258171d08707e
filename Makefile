# Dragon Arcade: the commands of the README. Everything installs itself into .venv.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
DIST_BIN := dist/DragonArcade/DragonArcade
# The built program runs headless for the checks; its files go to a scratch folder.
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1

.PHONY: play test test-slow test-all bench lint typecheck deadcode format icon dist dist-onefile dist-check test-xvfb startup clean catalogues catalogues-update

$(STAMP): requirements.txt requirements-dev.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $(STAMP)

# The compiled gettext catalogues (locale/*/LC_MESSAGES/*.mo) are build outputs of the .po files.
catalogues: $(STAMP)
	$(PY) -m tools.catalogues compile

# After adding or changing player-facing strings: re-extract, merge into every .po, compile.
catalogues-update: $(STAMP)
	$(PY) -m tools.catalogues update

play: $(STAMP) catalogues
	$(PY) main.py

# The fences first (lint, format, types, dead code: seconds), then the tests, on both cores
# (pytest-xdist: each worker a process of its own).
test: $(STAMP) catalogues lint typecheck deadcode
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -q -n 2 -m "not slow and not xvfb"

# The long tests (thousands more seeded games, undo over whole games); the packaging ones run in
# dist-check, on the built program.
test-slow: $(STAMP) catalogues
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -q -n 2 -m "slow" --ignore=tests/packaging

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m bench

# ruff over the whole tree: the lint rules, then the formatting (config in pyproject.toml).
lint: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

# mypy over the pure packages, the session and i18n (the files are listed in pyproject.toml).
typecheck: $(STAMP)
	$(PY) -m mypy

# Unused names (vulture, configured in pyproject.toml; tools/vulture_whitelist.py holds the
# names used only from outside, by name, and each says by whom). Part of `make test`.
deadcode: $(STAMP)
	$(PY) -m vulture

format: $(STAMP)
	$(PY) -m ruff format .
	$(PY) -m ruff check --fix .

icon: $(STAMP)
	$(HEADLESS) $(PY) -m game.icon assets/images

# Onedir (starts fastest): dist/DragonArcade/. build.spec also draws the icon and writes
# THIRD_PARTY_LICENSES into the folder.
dist: $(STAMP) catalogues
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN --workpath build/onedir build.spec
	@du -sh dist/DragonArcade

# One portable file: dist/DragonArcade-portable (unpacks itself to a temporary folder each start).
dist-onefile: $(STAMP) catalogues
	DRAGON_ARCADE_ONEFILE=1 $(PY) -m PyInstaller --noconfirm --clean --log-level WARN \
		--workpath build/onefile build.spec
	@du -sh dist/DragonArcade-portable*

# The built program: version, every scene headless, the AI worker process, then the slow tests.
dist-check: $(STAMP)
	@test -x $(DIST_BIN) || { echo "no $(DIST_BIN): run make dist first"; exit 1; }
	home=$$(mktemp -d) && export DRAGON_ARCADE_HOME=$$home $(HEADLESS) && \
		$(DIST_BIN) --version && $(DIST_BIN) --smoke && $(DIST_BIN) --selftest-ai && \
		rm -rf $$home
	$(HEADLESS) $(PY) -m pytest -q -m slow tests/packaging

# A real window under Xvfb driven by xdotool (needs xvfb, xdotool, x11-apps).
test-xvfb: $(STAMP)
	$(PY) -m pytest -q -m xvfb tests/packaging tests/client

# Time to first frame, from source and of the onedir build.
startup: $(STAMP)
	$(PY) tools/measure_startup.py --runs 7 source $(DIST_BIN)

clean:
	rm -rf build dist .pytest_cache .ruff_cache

# Which characters each font in assets/fonts draws (<font>.coverage.json), for the text fallback
# chain; run after adding or replacing a font (a test fails while a coverage file is stale).
.PHONY: fonts
fonts: $(STAMP)
	$(PY) tools/font_coverage.py assets/fonts

# The Japanese and Chinese subsets of Noto Sans/Serif CJK in assets/fonts (with their coverage
# files), holding exactly the characters the ja and zh catalogues use: run after a catalogue
# changes. CJK_SOURCE is the folder of the Noto CJK collections (.ttc; Debian's fonts-noto-cjk,
# see tools/font_subset.py); CJK_FRAGMENTS adds translation fragments (.po) not merged yet.
CJK_SOURCE ?= /usr/share/fonts/opentype/noto
CJK_FRAGMENTS ?=
.PHONY: fonts-cjk
fonts-cjk: $(STAMP)
	$(HEADLESS) $(PY) -m tools.font_subset --source $(CJK_SOURCE) $(CJK_FRAGMENTS)

# Bots against bots (ai/arena.py): make arena A=hard B=normal GAME=nine-sons GAMES=200 JOBS=2.
# B=openspiel-mcts:match (or openspiel-ismcts:match) needs `make arena-deps` first.
GAME ?= nine-sons
A ?= hard
B ?= normal
GAMES ?= 200
JOBS ?= 2
.PHONY: arena arena-deps
arena: $(STAMP)
	$(PY) -m ai.arena --game $(GAME) --a $(A) --b $(B) --games $(GAMES) --jobs $(JOBS)

arena-deps: $(STAMP)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-arena.txt

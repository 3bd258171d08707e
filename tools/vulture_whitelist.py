"""Names the dead-code finder cannot see used, because something outside our code calls or reads
them by name. `make deadcode` (vulture over game/ ai/ tools/ bench/, configured in pyproject.toml)
reads this file with the rest; every entry says who uses it. Add a name here only for such a
dynamic use: a name that is simply unused should be deleted instead.
"""

from vulture.whitelist_utils import Whitelist

_ = Whitelist()

# Python's copy protocol passes `memo` to __deepcopy__ (ai/openspiel_wrapper.py).
_.memo  # noqa: B018

# pyspiel calls these on our Python game, state and observer classes by name, from C++
# (ai/openspiel_wrapper.py).
_.make_py_observer  # noqa: B018
_.set_from  # noqa: B018
_.string_from  # noqa: B018
_.tensor  # noqa: B018
_._legal_actions  # noqa: B018
_._apply_action  # noqa: B018
_._action_to_string  # noqa: B018

# The bench's result records are read by field name: dataclasses.asdict() turns them into the
# JSON file and bench/table.py looks the numbers up by key.
_.median_s  # noqa: B018
_.max_s  # noqa: B018
_.nodes_per_s  # noqa: B018
_.nodes_per_cpu_s  # noqa: B018
_.playouts_per_s  # noqa: B018
_.plies_per_playout  # noqa: B018
_.apply_per_s  # noqa: B018
_.apply_early_per_s  # noqa: B018
_.apply_late_per_s  # noqa: B018
_.plies_early_per_s  # noqa: B018
_.plies_late_per_s  # noqa: B018
_.applies_early_per_s  # noqa: B018
_.applies_late_per_s  # noqa: B018
_.legal_actions_per_s  # noqa: B018
_.clone_per_s  # noqa: B018
_.mean_ms  # noqa: B018
_.p50_ms  # noqa: B018
_.p95_ms  # noqa: B018
_.p99_ms  # noqa: B018
_.max_ms  # noqa: B018
_.over_20ms  # noqa: B018
_.over_33ms  # noqa: B018
_.baseline_mb  # noqa: B018
_.peak_mb  # noqa: B018
_.wrapped_playouts_per_s  # noqa: B018
_.direct_playouts_per_s  # noqa: B018
_.iterations_per_s  # noqa: B018

# pygame.Rect positions are set by attribute (`rect.midright = ...`); pygame reads them.
_.midright  # noqa: B018

# Babel's Catalog writes its header dates from these attributes (tools/catalogues.py).
_.creation_date  # noqa: B018
_.revision_date  # noqa: B018

# Used by the tests only, as the way to look inside (cancellation, undo depth, caches, the
# end-reason lists every reason test walks, the text printed in golden transcripts).
_.CancelToken  # noqa: B018
_.IdleWorker  # noqa: B018
_.music_playing  # noqa: B018
_.legal_action_strings  # noqa: B018
_.arguments  # noqa: B018
_.undo_depth  # noqa: B018
_.cache_sizes  # noqa: B018
_.cache_limits  # noqa: B018
_.REASONS  # noqa: B018
_.HIDDEN_TEXTS  # noqa: B018
_.PILE_SIZE  # noqa: B018
_.PULAO  # noqa: B018
_.card_label  # noqa: B018
_.is_cjk  # noqa: B018
_.measure  # noqa: B018
_.uninstall  # noqa: B018
_.watch_overflow  # noqa: B018

# The public snapshot of Dragon Bridge: fields no screen shows yet, kept because a view is
# compared as a whole (hidden-information keys, the secrets tests).
_.hack_deck_size  # noqa: B018
_.abragail_bonus  # noqa: B018
_.first_player  # noqa: B018

# The language switch and the CJK fonts of issue 13 (Settings, --lang, the system locale):
# the machinery landed with the redesign step, its callers with the Japanese and Chinese issue.
_.set_language  # noqa: B018
_.language_from_locales  # noqa: B018
_.LANGUAGE_NAMES  # noqa: B018
_.set_cjk_preference  # noqa: B018
_.chinese  # noqa: B018
_.pinyin  # noqa: B018

# Dragon Delta's event API for the client and the tests (state.py): what happened since a mark.
_.last_events  # noqa: B018
_.event_count  # noqa: B018

"""The gettext catalogues match the source, and every marked message can be translated safely.

When the first test fails after you added or changed player-facing strings, run
`python -m tools.catalogues update` (or `make catalogues-update`) and commit the catalogues.
"""

from __future__ import annotations

import string

import pytest
from babel.messages.catalog import Catalog

from tools import catalogues


@pytest.fixture(scope="module")
def template() -> Catalog:
    """Every marked message of the source, extracted once for this module (a second or two)."""
    return catalogues.extract()


def test_the_catalogues_match_the_source(template, monkeypatch):
    monkeypatch.setattr(catalogues, "extract", lambda: template)  # extracted once is enough
    problems = catalogues.problems()
    shown = "\n".join(problems[:40]) + (f"\n... {len(problems) - 40} more" if problems[40:] else "")
    assert not problems, (
        f"{len(problems)} catalogue problems; run `python -m tools.catalogues update`:\n{shown}"
    )


def placeholder_problems(text: str) -> list[str]:
    """What keeps `text` from being a safe template: bad braces, `{}` or `{0}` placeholders."""
    try:
        fields = [field for _, field, _, _ in string.Formatter().parse(text) if field is not None]
    except ValueError as error:
        return [f"{text!r}: {error}"]
    return [
        f"{text!r}: placeholder {{{field}}} needs a name (word order differs between languages)"
        for field in fields
        if not field or field.isdigit()
    ]


def test_placeholders_are_named(template):
    problems = []
    for message in template:
        if not message.id:
            continue
        for text in [message.id] if isinstance(message.id, str) else list(message.id):
            problems.extend(placeholder_problems(text))
    assert not problems, "\n".join(problems)


def test_the_plural_form_fills_the_placeholders_of_the_singular(template):
    """ngettext / Nn_ pairs: the plural may add the count, never drop a name the other has."""
    problems = []
    for message in template:
        if message.id and not isinstance(message.id, str):
            singular, plural = message.id[0], message.id[1]
            names = [{f for _, f, _, _ in string.Formatter().parse(t) if f} for t in message.id]
            if not names[0] <= names[1]:
                problems.append(f"{singular!r} / {plural!r}")
    assert not problems, "\n".join(problems)


def test_the_checks_catch_positional_and_broken_placeholders():
    assert placeholder_problems("{name} tamed {son}") == []
    assert len(placeholder_problems("{} tamed {}")) == 2
    assert len(placeholder_problems("{0} wins")) == 1
    assert placeholder_problems("{name wins")[0].startswith("'{name wins'")

"""Pictures of the synthesised sounds: a waveform and a spectrogram of every effect, a few
seconds of every music theme (with its loop seam), and the loudness of every sound.

    python -m tools.sound_pictures [--out /tmp/sound_shots]

One PNG per family of effects (shared, nine-sons, dragon-bridge, drakon, dragon-delta),
music.png and loudness.png. Drawn with numpy and pygame only (no display needed). Each effect
panel spans that effect's own length; the spectrogram's frequency axis is logarithmic, 40 Hz to
16 kHz, so pitches and their partials read as horizontal lines, noise as a smear.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import numpy as np  # noqa: E402 - after the SDL driver is chosen
import pygame  # noqa: E402

from game import audio_synth  # noqa: E402

RATE = audio_synth.DEFAULT_RATE
BACKGROUND = (18, 20, 28)
INK = (225, 228, 236)
DIM = (120, 126, 140)
WAVE = (120, 200, 255)
LOW_HZ, HIGH_HZ = 40.0, 16000.0


def _colour_map() -> np.ndarray:
    """256 colours from black through purple and red to pale yellow (for dB levels)."""
    stops = np.array(
        [(0, 0, 0), (40, 10, 80), (140, 30, 110), (225, 80, 50), (250, 190, 60), (255, 250, 200)],
        dtype=float,
    )
    positions = np.linspace(0, 1, len(stops))
    ramp = np.linspace(0, 1, 256)
    return np.stack([np.interp(ramp, positions, stops[:, c]) for c in range(3)], axis=1).astype(
        np.uint8
    )


COLOURS = _colour_map()


def spectrogram(samples: np.ndarray, width: int, height: int) -> pygame.Surface:
    """A log-frequency spectrogram of `samples` scaled to width x height (80 dB of range)."""
    signal = samples.astype(np.float64) / 32767.0
    frame = 1024 if len(signal) > 0.3 * RATE else 512  # short sounds: sharper in time
    hop = max(1, min(256, len(signal) // max(width, 1)))
    padded = np.concatenate([np.zeros(frame // 2), signal, np.zeros(frame)])
    starts = np.arange(0, len(signal), hop)
    frames = np.stack([padded[s : s + frame] for s in starts]) * np.hanning(frame)
    power = np.abs(np.fft.rfft(frames, axis=1)) ** 2
    freqs = np.fft.rfftfreq(frame, 1.0 / RATE)
    rows = np.geomspace(HIGH_HZ, LOW_HZ, height)  # top row is the highest frequency
    picked = np.stack([np.interp(rows, freqs, column) for column in power])
    level = 10 * np.log10(picked + 1e-12)
    level = np.clip((level - (level.max() - 80.0)) / 80.0, 0.0, 1.0)
    columns = np.linspace(0, len(starts) - 1, width).astype(int)
    image = COLOURS[(level[columns] * 255).astype(int)]  # (width, height, 3)
    return pygame.surfarray.make_surface(np.ascontiguousarray(image))


def waveform(samples: np.ndarray, width: int, height: int) -> pygame.Surface:
    """The min/max outline of `samples` per pixel column, full scale = the panel's height."""
    surface = pygame.Surface((width, height))
    surface.fill((10, 12, 18))
    middle = height // 2
    pygame.draw.line(surface, (50, 54, 66), (0, middle), (width, middle))
    edges = np.linspace(0, len(samples), width + 1).astype(int)
    for x in range(width):
        chunk = samples[edges[x] : max(edges[x + 1], edges[x] + 1)].astype(np.float64) / 32767.0
        top = middle - int(chunk.max() * (middle - 1))
        bottom = middle - int(chunk.min() * (middle - 1))
        pygame.draw.line(surface, WAVE, (x, top), (x, max(bottom, top + 1)))
    return surface


def _text(surface: pygame.Surface, font: pygame.font.Font, text: str, at, colour=INK) -> None:
    surface.blit(font.render(text, True, colour), at)


def effect_panel(name: str, variant: int, font: pygame.font.Font) -> pygame.Surface:
    """One effect: its name, length, loudness and peak, waveform above spectrogram."""
    samples = audio_synth.synthesize(name, RATE, variant)
    width, wave_h, spec_h = 340, 70, 130
    panel = pygame.Surface((width, 26 + wave_h + spec_h + 4))
    panel.fill(BACKGROUND)
    label = name if variant == 0 and name not in audio_synth.VARIANTS else f"{name} {variant}"
    loudness = audio_synth.int16_loudness_db(samples, RATE)
    peak = 20 * np.log10(max(int(np.abs(samples.astype(np.int32)).max()), 1) / 32767.0)
    _text(panel, font, label, (4, 4))
    info = f"{len(samples) / RATE * 1000:.0f} ms  {loudness:.1f} dB  peak {peak:.1f}"
    _text(panel, font, info, (width - font.size(info)[0] - 4, 4), DIM)
    panel.blit(waveform(samples, width, wave_h), (0, 26))
    panel.blit(spectrogram(samples, width, spec_h), (0, 26 + wave_h + 2))
    return panel


def family_sheet(family: str, font: pygame.font.Font) -> pygame.Surface:
    """Every effect of one family on a grid (the step shown at its lowest and highest pitch)."""
    keys = []
    for name in audio_synth.FAMILIES[family]:
        count = audio_synth.VARIANTS.get(name, 1)
        keys += [(name, 0)] if count == 1 else [(name, 0), (name, count - 1)]
    columns = 4
    panels = [effect_panel(name, variant, font) for name, variant in keys]
    cell_w, cell_h = panels[0].get_width() + 10, panels[0].get_height() + 10
    rows = (len(panels) + columns - 1) // columns
    sheet = pygame.Surface((columns * cell_w + 10, rows * cell_h + 44))
    sheet.fill((8, 9, 12))
    _text(
        sheet,
        font,
        f"{family}: waveform (top) and spectrogram 40 Hz-16 kHz, log (bottom)",
        (10, 12),
    )
    for index, panel in enumerate(panels):
        sheet.blit(panel, (10 + (index % columns) * cell_w, 40 + (index // columns) * cell_h))
    return sheet


def music_sheet(font: pygame.font.Font, seconds: float = 8.0) -> pygame.Surface:
    """The first seconds of every theme, and its loop seam (the last and first 40 ms joined)."""
    width, seam_w, wave_h, spec_h = 1100, 240, 70, 150
    row_h = 30 + wave_h + spec_h + 16
    sheet = pygame.Surface((width + seam_w + 40, row_h * len(audio_synth.THEME_NAMES) + 40))
    sheet.fill((8, 9, 12))
    _text(
        sheet,
        font,
        f"music: the first {seconds:.0f} s of each theme; right: its loop seam",
        (10, 12),
    )
    for row, theme in enumerate(audio_synth.THEME_NAMES):
        loop = audio_synth.synthesize_music(theme, RATE)
        top = 40 + row * row_h
        loudness = audio_synth.int16_loudness_db(loop, RATE)
        title = f"{theme}: loop {len(loop) / RATE:.1f} s, {loudness:.1f} dB"
        _text(sheet, font, title, (10, top))
        head = loop[: int(RATE * seconds)]
        sheet.blit(waveform(head, width, wave_h), (10, top + 26))
        sheet.blit(spectrogram(head, width, spec_h), (10, top + 26 + wave_h + 2))
        edge = int(RATE * 0.04)
        seam = np.concatenate([loop[-edge:], loop[:edge]]).astype(np.float64)
        zoom = 0.9 * 32767.0 / max(float(np.abs(seam).max()), 1.0)
        sheet.blit(waveform(seam * zoom, seam_w, wave_h), (width + 30, top + 26))
        x = width + 30 + seam_w // 2
        pygame.draw.line(sheet, (230, 90, 90), (x, top + 26), (x, top + 26 + wave_h))
        _text(sheet, font, f"seam, zoomed x{zoom:.0f}", (width + 30, top + 26 + wave_h + 4), DIM)
    return sheet


def loudness_sheet(font: pygame.font.Font) -> pygame.Surface:
    """A bar per sound: its loudness against its target and the allowed window."""
    keys = [key for key in audio_synth.SOUND_KEYS if key[1] == 0]
    scale_low, scale_high = -40.0, -10.0
    bar_w, height = 1000, 18 * len(keys) + 80
    sheet = pygame.Surface((bar_w + 200, height))
    sheet.fill((8, 9, 12))
    _text(sheet, font, "loudness (dB, LUFS-like, active part); white tick = target", (10, 10))

    def x_of(db: float) -> int:
        return 170 + int((db - scale_low) / (scale_high - scale_low) * bar_w)

    for db in range(int(scale_low), int(scale_high) + 1, 5):
        pygame.draw.line(sheet, (40, 44, 56), (x_of(db), 34), (x_of(db), height - 10))
        _text(sheet, font, str(db), (x_of(db) - 10, height - 24), DIM)
    for index, (name, _variant) in enumerate(keys):
        y = 40 + index * 18
        level = audio_synth.int16_loudness_db(audio_synth.synthesize(name, RATE), RATE)
        _text(sheet, font, name, (10, y), INK)
        pygame.draw.rect(sheet, WAVE, (x_of(scale_low), y + 3, x_of(level) - x_of(scale_low), 11))
        target = audio_synth.target_db(name)
        pygame.draw.line(sheet, (255, 255, 255), (x_of(target), y), (x_of(target), y + 16), 2)
    return sheet


def main(argv: list[str] | None = None) -> None:
    """Write the pictures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/tmp/sound_shots", help="folder for the PNGs")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    pygame.font.init()
    font = pygame.font.Font(None, 20)
    for family in audio_synth.FAMILIES:
        pygame.image.save(family_sheet(family, font), str(out / f"{family}.png"))
    pygame.image.save(music_sheet(font), str(out / "music.png"))
    pygame.image.save(loudness_sheet(font), str(out / "loudness.png"))
    print(f"sound pictures written to {out}")


if __name__ == "__main__":
    main()

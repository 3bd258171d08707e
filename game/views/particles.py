"""A small particle system for sparks, confetti and tame bursts (drawn with primitives)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

Colour = tuple[int, int, int]


@dataclass
class Particle:
    """One spark: position, velocity, remaining and total life, colour, size."""

    x: float
    y: float
    vx: float
    vy: float
    life: float
    total: float
    colour: Colour
    size: float


class ParticleSystem:
    """Emits, moves and draws short-lived particles; never blocks input."""

    def __init__(self, gravity: float = 260.0, seed: int = 0, limit: int = 600) -> None:
        self.gravity = gravity
        self.particles: list[Particle] = []
        self.limit = limit
        self._rng = random.Random(seed)  # own stream: visuals never disturb game chance

    def burst(
        self,
        x: float,
        y: float,
        colours: list[Colour],
        count: int = 40,
        speed: float = 260.0,
        life: float = 0.9,
        size: float = 4.0,
    ) -> None:
        """Spray `count` particles in every direction from (x, y)."""
        rng = self._rng
        for _ in range(count):
            angle = rng.uniform(0, 2 * math.pi)
            velocity = speed * rng.uniform(0.35, 1.0)
            span = life * rng.uniform(0.6, 1.0)
            self.particles.append(
                Particle(
                    x,
                    y,
                    math.cos(angle) * velocity,
                    math.sin(angle) * velocity - speed * 0.3,
                    span,
                    span,
                    rng.choice(colours),
                    size * rng.uniform(0.6, 1.3),
                )
            )
        del self.particles[: max(0, len(self.particles) - self.limit)]

    def trail(self, x: float, y: float, colour: Colour, count: int = 2) -> None:
        """A few slow sparks left behind by something moving."""
        self.burst(x, y, [colour], count=count, speed=60.0, life=0.5, size=3.0)

    def update(self, dt: float) -> None:
        """Move and age every particle."""
        alive = []
        for p in self.particles:
            p.life -= dt
            if p.life <= 0:
                continue
            p.vy += self.gravity * dt
            p.vx *= 1 - 0.8 * dt
            p.x += p.vx * dt
            p.y += p.vy * dt
            alive.append(p)
        self.particles = alive

    def clear(self) -> None:
        """Remove every particle."""
        self.particles.clear()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the particles, fading and shrinking with age."""
        for p in self.particles:
            fade = p.life / p.total
            radius = max(1, int(p.size * (0.4 + 0.6 * fade)))
            colour = tuple(int(c * (0.35 + 0.65 * fade)) for c in p.colour)
            pygame.draw.circle(surface, colour, (int(p.x), int(p.y)), radius)

    def __len__(self) -> int:
        return len(self.particles)

"""H20 tuning: arena runs with a variant of the Hard bot ("hard2": expansion below the root only
where the rollout policy proposes a cell / rotation: policy-guided widening of placements).

    python /work/briefs/out/h20_tune.py SEATS_CONFIGS GAMES SEED   e.g. hard2,normal,hard2,normal 42 26000
"""
import math
import sys

sys.path.insert(0, "/work/main")
import ai.levels as L
from ai.arena import format_summary, run_match
from ai.heuristics.drakon import levels as DL
from ai.heuristics.drakon.rollout import rollout_policy
from ai.ismcts import _InfoNode
from ai.protocol import SearchBudget
from game.core.protocol import CHANCE, sample_chance

WIDEN = ("place-cell", "place-rot")


class WideningBot(DL.DrakonSearchBot):
    def _iterate(self, root, world, rng, seats):
        self._root = root
        node = root
        path = [root]
        exploration = self.exploration
        while not world.is_terminal():
            mover = world.current_player()
            if mover == CHANCE:
                world.apply_action(sample_chance(world, rng))
                continue
            legal = world.legal_actions()
            children = node.children
            for action in legal:
                child = children.get(action)
                if child is not None:
                    child.available += 1
            untried = [action for action in legal if action not in children]
            if untried:
                action = rollout_policy(world, rng)
                if action in children:
                    action = None if (node is not root and world.pending[0] in WIDEN) else untried[rng.randrange(len(untried))]
                if action is not None:
                    world.apply_action(action)
                    child = children[action] = _InfoNode(seats)
                    child.available = 1
                    path.append(child)
                    break
            best_score = -math.inf
            best_action = None
            for action in legal:
                child = children.get(action)
                if child is None:
                    continue
                score = child.totals[mover] / child.visits + exploration * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if score > best_score:
                    best_score, best_action = score, action
            world.apply_action(best_action)
            node = children[best_action]
            path.append(node)
        values = self.playout.run(world, rng)
        for visited in path:
            visited.visits += 1
            for index in range(seats):
                visited.totals[index] += values[index]


_make = L.make_bot


def make_bot(slug, level, info=None):
    if level == "hard2":
        s = DL.LEVEL_SETTINGS["hard"]
        return WideningBot(s["exploration"], s["turns"], 3, "hard2"), SearchBudget(time_s=s["time_s"], iterations=s["iterations"])
    return _make(slug, level, info)


L.make_bot = make_bot
L.LEVELS = L.LEVELS + ("hard2",)
if __name__ == "__main__":
    configs = sys.argv[1].split(",")
    summary, _ = run_match("drakon", configs, None, int(sys.argv[2]), 1, int(sys.argv[3]), True)
    print(format_summary("drakon", summary))

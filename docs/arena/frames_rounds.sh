#!/bin/sh
# The play scene's own work per frame, every game, in several languages and seeds, one process
# at a time (docs/arena/play_frames.py; 900 measured frames each after 60 warm-up frames).
# Usage, from a checkout's root: sh docs/arena/frames_rounds.sh OUTDIR "LANGS" "SEEDS"
#   e.g. sh docs/arena/frames_rounds.sh /tmp/frames "ja zh en" "5 6 7"
# Then: python docs/arena/frames_table.py OUTDIR
out=$1; langs=$2; seeds=$3
mkdir -p "$out"
for seed in $seeds; do
  for game in nine-sons dragon-bridge drakon dragon-delta wyvern; do
    for lang in $langs; do
      echo "$(date -u +%H:%M:%S) load $(cut -d' ' -f1 /proc/loadavg) $game $lang $seed"
      SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python docs/arena/play_frames.py \
        --game "$game" --frames 900 --lang "$lang" --seed "$seed" \
        --json "$out/${game}_${lang}_${seed}.json" > /dev/null
    done
  done
done

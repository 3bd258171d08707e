# Sourced by the sessions' Wyvern runs scripts (wyvern_s13_runs.sh, wyvern_s14_runs.sh): they set
# OUT (the output folder), PREFIX (the screens' file names) and LAST_START (HHMM UTC: no chunk
# starts after it) before sourcing this.
h16="master:samples=16,time_s=1.6"  # the shipped Hard: the sampled search, 16 samples, 1.6 s
export LAST_START
queue() {  # chunk lines on stdin ("candidate|- balance --flags ... --json F.json"), two at a time
    [ -z "$DRY" ] || { cat; return; }  # DRY=1: list the chunks only
    xargs -P 2 -L 1 sh -c '[ "$(date -u +%H%M)" -le "$LAST_START" ] || exit 0
        out=$(echo "$@" | sed "s/.*--json \([^ ]*\)\.json.*/\1/").txt
        if [ "$0" = - ]; then set -- -m tools.wyvern_balance "$@"
        else set -- docs/arena/wyvern_deck_screen.py "$0" "$@"; fi
        nice -n 10 python "$@" --cpu-caps > "$out" 2>&1'
}
screen() {  # candidate tag level pairing first matches: one screen chunk (wyvern_deck_screen.py)
    echo "$1 balance --level $3 --pairings $4 --seed 6000 --first $5 --matches $6 --json $OUT/${PREFIX}_$1_$2_$4_$5.json"
}

# Sourced by the sessions' Wyvern runs scripts (wyvern_s13_runs.sh to wyvern_s19_runs.sh): they
# set OUT (the output folder, made here), PREFIX (the screens' file names) and LAST_START (HHMM
# UTC: no chunk starts after it) before sourcing this. `queue` plays chunk lines; the others
# print them: `screen`, `normal_screens` and `hard_screens` for a candidate
# (wyvern_deck_screen.py), `plain`, `normal_table` and `hard` for the data as it is,
# `candidate_normal_table` for a candidate.
h16="master:samples=16,time_s=1.6"  # the shipped Hard: the sampled search, 16 samples, 1.6 s
mkdir -p "$OUT"
queue() {  # chunk lines on stdin ("candidate|- balance --flags ... --json F.json"), two at a time
    [ -z "$DRY" ] || { cat; return; }  # DRY=1: list the chunks only
    # LAST_START as a moment: today's, or tomorrow's if today's is over twelve hours gone (a plan
    # fixed in the evening runs past midnight; one re-run just after its cutoff starts nothing)
    last=$(date -u -d "${LAST_START%??}:${LAST_START#??}" +%s)
    [ "$last" -ge $(($(date -u +%s) - 43200)) ] || last=$((last + 86400))
    LAST_MOMENT=$last xargs -P 2 -L 1 sh -c '[ "$(date -u +%s)" -le "$LAST_MOMENT" ] || exit 0
        out=$(echo "$@" | sed "s/.*--json \([^ ]*\)\.json.*/\1/").txt
        if [ "$0" = - ]; then set -- -m tools.wyvern_balance "$@"
        else set -- docs/arena/wyvern_deck_screen.py "$0" "$@"; fi
        nice -n 10 python "$@" --cpu-caps > "$out" 2>&1'
}
screen() {  # candidate tag level pairing first matches: one screen chunk (wyvern_deck_screen.py)
    echo "$1 balance --level $3 --pairings $4 --seed 6000 --first $5 --matches $6 --json $OUT/${PREFIX}_$1_$2_$4_$5.json"
}
normal_screens() {  # "candidates" "pairings": Normal, matches 0-49 in two chunks of 25
    for c in $1; do for p in $2; do
        screen "$c" normal normal "$p" 0 25; screen "$c" normal normal "$p" 25 25
    done; done
}
hard_screens() {  # "candidates" "pairings": Hard16, matches 0-9 in chunks of 5, round-robin
    for f in 0 5; do for c in $1; do for p in $2; do screen "$c" hard "$h16" "$p" $f 5; done; done; done
}
plain() {  # tag level pairing first matches: one chunk of plain balance runs (the data as it is)
    echo "- balance --level $2 --pairings $3 --seed 6000 --first $4 --matches $5 --json $OUT/${PREFIX}b_$1_$3_$4.json"
}
normal_table() {  # "pairings screened on 0-49" mirror: the Normal table on to 150 matches each
    for f in 50 75 100 125; do for p in $1; do plain normal normal "$p" $f 25; done; done
    for f in 0 25 50 75 100 125; do plain normal normal "$2" $f 25; done
}
candidate_normal_table() {  # candidate "pairings screened on 0-49" mirror: on to 150 matches each
    for f in 0 25 50 75 100 125; do
        screen "$1" normal normal "$3" $f 25
        [ $f -ge 50 ] && for p in $2; do screen "$1" normal normal "$p" $f 25; done
    done
}
hard() { plain hard "$h16" "$1" "$2" 5; }  # pairing first: five Hard16 matches

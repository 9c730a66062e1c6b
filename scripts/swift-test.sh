#!/bin/sh
# `make test`'s Swift tests, in two processes at once.
#
#     SWIFT=swift scripts/swift-test.sh [swift build flags...]
#
# Nearly every test runs on the main actor (the controls are @MainActor, as UIKit's are), so
# one `swift test` keeps one core busy whatever its parallelism: 204 s for the whole suite,
# 214 s with --no-parallel (2026-11-26, 2 cores). The window fuzzer's four tests (10,000
# seeded runs per control, the reliability issue's count) take 96 s of it and touch no file,
# so they run in a second process beside the rest. The tests are built once first; both
# processes only run them (--skip-build), so SwiftPM's lock on .build, which would make the
# second wait for the first, is not needed (--ignore-lock).
#
# Exit status: 0 both passed; otherwise the first failing process's (the build's, the rest's,
# then the fuzzer's). The fuzzer's output is printed after the rest's, whole.
set -u
SWIFT=${SWIFT:-swift}
FUZZ='ControlFuzzTests'
log=out/swift-test-fuzz.log

"$SWIFT" build --build-tests "$@" || exit $?
mkdir -p out
export SNAPSHOT_TESTING_RECORD=never
"$SWIFT" test "$@" --skip-build --ignore-lock --filter "$FUZZ" > "$log" 2>&1 &
fuzz=$!
trap 'kill $fuzz 2>/dev/null' INT TERM HUP
"$SWIFT" test "$@" --skip-build --ignore-lock --skip "$FUZZ"
rest=$?
wait $fuzz
fuzzed=$?
echo "swift-test: the window fuzzer, run beside the rest ($log):"
cat "$log"
[ $rest -ne 0 ] && exit $rest
exit $fuzzed

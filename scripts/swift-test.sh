#!/bin/sh
# `make test`'s Swift tests, in two processes at once.
#
#     SWIFT=swift scripts/swift-test.sh [swift build flags...]
#
# Nearly every test runs on the main actor (the controls are @MainActor, as UIKit's are), so
# one `swift test` keeps one core busy whatever its parallelism. The window fuzzer's four
# tests (10,000 seeded runs per control, the reliability issue's count: 140 s of a core alone,
# 2026-11-28) touch no file, so they run in a second process beside the rest (300 s alone).
# The tests are built once first; then the fuzzer runs the test program itself (where it is
# one, as on Linux), not a second `swift test`: two SwiftPM processes opening the one build
# database at once made the second fail ("database is locked", no tests found), whatever
# --ignore-lock says.
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
tests="$("$SWIFT" build "$@" --show-bin-path)/DynamicMenusPackageTests.xctest"
if [ -f "$tests" ] && [ -x "$tests" ]; then
  "$tests" --testing-library swift-testing --filter "$FUZZ" > "$log" 2>&1 &
else
  "$SWIFT" test "$@" --skip-build --ignore-lock --filter "$FUZZ" > "$log" 2>&1 &
fi
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

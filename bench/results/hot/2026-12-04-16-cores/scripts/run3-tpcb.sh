#!/bin/bash
# Issue 12 on the 16-core machine, third call: TPC-B at 1,2,8,16 after the binary-search middle prune; ConsecutiveTpcb at 16; a JFR profile at 16.
HEAP=${HEAP:-8g}
mkdir -p /tmp/j /tmp/h /tmp/p && tar xJf .devbench/jre.tar.xz -C /tmp/j || exit 1
J=(/tmp/j/jre/bin/java -Xms$HEAP -Xmx$HEAP -XX:+AlwaysPreTouch -cp '.devbench/lib/*')
timeout 150 "${J[@]}" org.lanin.bench.BenchMain --workloads pgbench --engines lanin,h2 --threads 1,2,8,16 --no-floor \
  --warmups 1 --rounds 3 --seconds 2 --out /tmp/h 2>&1 | tr '\r' '\n' | grep -v ETA > $OUT/harness3.log
cp /tmp/h/pgbench.md $OUT/pgbench3.md
timeout 80 "${J[@]}" org.lanin.bench.consecutive.ConsecutiveTpcb --scale 0.2 --clients 16 --seconds 3 --runs 5 \
  --schedules kill,h2 > $OUT/consecutive3.log 2>&1
timeout 50 "${J[@]}" -XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints \
  -XX:StartFlightRecording=filename=$OUT/tpcb16b.jfr,settings=profile,maxsize=14m \
  org.lanin.bench.BenchMain --workloads pgbench --engines lanin --threads 16 --no-floor --warmups 1 --rounds 1 \
  --seconds 6 --out /tmp/p 2>&1 | tr '\r' '\n' | grep -E "^\| lanin|Exception" > $OUT/profile3.log
ls -la $OUT

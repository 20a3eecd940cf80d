#!/bin/bash
# Issue 12 on the 16-core machine, second call: a JFR profile of 16-client TPC-B, then inserts and point selects at 1,2,8,16.
HS=${HS:-2}; HT=${HT:-260}; PS=${PS:-6}; HEAP=${HEAP:-8g}
mkdir -p /tmp/j /tmp/h /tmp/p && tar xJf .devbench/jre.tar.xz -C /tmp/j || exit 1
J=(/tmp/j/jre/bin/java -Xms$HEAP -Xmx$HEAP -XX:+AlwaysPreTouch -cp '.devbench/lib/*')
timeout 60 "${J[@]}" -XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints \
  -XX:StartFlightRecording=filename=$OUT/tpcb16.jfr,settings=profile,maxsize=14m \
  org.lanin.bench.BenchMain --workloads pgbench --engines lanin --threads 16 --no-floor --warmups 1 --rounds 1 \
  --seconds $PS --out /tmp/p 2>&1 | tr '\r' '\n' | grep -v ETA | grep -E "^\| lanin|rc=|Exception" > $OUT/profile.log
timeout $HT "${J[@]}" org.lanin.bench.BenchMain --workloads insert_unordered,point_select \
  --engines lanin,h2,floor-cslm --threads 1,2,8,16 --warmups 1 --rounds 3 --seconds $HS --out /tmp/h 2>&1 \
  | tr '\r' '\n' | grep -v ETA > $OUT/harness2.log
echo "harness rc=${PIPESTATUS[0]}" >> $OUT/harness2.log
cp /tmp/h/insert_unordered.md /tmp/h/point_select.md $OUT/ 2>/dev/null
ls -la $OUT

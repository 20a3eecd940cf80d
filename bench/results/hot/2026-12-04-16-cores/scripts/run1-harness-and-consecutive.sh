#!/bin/bash
# Issue 12 scaling on the 16-core machine: harness at 1,2,8,16 threads, then ConsecutiveTpcb at 16 clients.
HS=${HS:-1.5}; HT=${HT:-330}; CT=${CT:-90}; HEAP=${HEAP:-8g}
mkdir -p /tmp/j /tmp/h && tar xJf .devbench/jre.tar.xz -C /tmp/j || exit 1
J=(/tmp/j/jre/bin/java -Xms$HEAP -Xmx$HEAP -XX:+AlwaysPreTouch -cp '.devbench/lib/*')
{ nproc; uname -a; grep -m1 "model name" /proc/cpuinfo; free -g | head -2; "${J[@]}" -version; } > $OUT/machine.txt 2>&1
timeout $HT "${J[@]}" org.lanin.bench.BenchMain --workloads pgbench,insert_unordered,point_select \
  --engines lanin,h2,floor-cslm --threads 1,2,8,16 --warmups 1 --rounds 3 --seconds $HS --out /tmp/h 2>&1 \
  | tr '\r' '\n' | grep -v ETA > $OUT/harness.log
echo "harness rc=${PIPESTATUS[0]}" >> $OUT/harness.log
cp /tmp/h/*.md $OUT/ 2>/dev/null; rm -f $OUT/summary.md
timeout $CT "${J[@]}" org.lanin.bench.consecutive.ConsecutiveTpcb --scale 0.2 --clients 16 --seconds 3 --runs 5 \
  --schedules kill,h2 > $OUT/consecutive.log 2>&1
echo "consecutive rc=$?" >> $OUT/consecutive.log
ls -la $OUT

-- lc_messages, lc_monetary, lc_numeric, lc_time in the C locale (planner session.Setting)
set lc_numeric = 'C';
show lc_numeric;
set lc_monetary to 'C';
show lc_monetary;
set lc_time = 'POSIX';
show lc_time;
reset lc_time;
set lc_messages = 'C';
show lc_messages;
select to_char(1234.5, '9G999D9');
reset lc_numeric;
reset lc_monetary;
reset lc_messages;

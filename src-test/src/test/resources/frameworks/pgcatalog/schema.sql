create table author (id bigint primary key, name varchar(100) not null, born date, email varchar(200) unique);
create table book (id bigserial primary key, author_id bigint not null references author(id) on delete cascade, title text not null, price numeric(10,2) default 0 check (price >= 0), unique (author_id, title));
create index book_title_idx on book (title);
create view cheap_books as select id, title from book where price < 10;
create sequence ticket_seq;
create table measurement (city_id int not null, logdate date not null, peak int) partition by range (logdate);
create table measurement_2024 partition of measurement for values from ('2024-01-01') to ('2025-01-01');

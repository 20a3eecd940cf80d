create table author (id bigint primary key, name varchar(100) not null, born date);
create table book (id bigserial primary key, author_id bigint not null references author(id), title text not null, price numeric(10,2) default 0 check (price >= 0), unique (author_id, title));
create index book_title_idx on book (title);
create view cheap_books as select id, title from book where price < 10;

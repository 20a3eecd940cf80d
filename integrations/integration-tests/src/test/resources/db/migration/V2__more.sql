create sequence ticket_seq;
alter table author add column email varchar(200);

package org.lanin.shell;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CommandTagTest {

    @Test
    void countedCommands() {
        assertThat(CommandTag.of("insert into t values (1)", 1)).isEqualTo("INSERT 0 1");
        assertThat(CommandTag.of("UPDATE t set a = 1", 3)).isEqualTo("UPDATE 3");
        assertThat(CommandTag.of("/* x */ delete from t", 2)).isEqualTo("DELETE 2");
        assertThat(CommandTag.of("with x as (delete from t returning *) insert into u select * from x", 4))
                .isEqualTo("INSERT 0 4");
        assertThat(CommandTag.of("select * into u from t", 5)).isEqualTo("SELECT 5");
    }

    @Test
    void ddlNamesTheObjectKindWithoutModifiers() {
        assertThat(CommandTag.of("create table t (a int)", 0)).isEqualTo("CREATE TABLE");
        assertThat(CommandTag.of("create temp table t (a int generated always as (1) stored)", 0))
                .isEqualTo("CREATE TABLE");
        assertThat(CommandTag.of("create unique index i on t (a)", 0)).isEqualTo("CREATE INDEX");
        assertThat(CommandTag.of("create or replace view v as select 1", 0)).isEqualTo("CREATE VIEW");
        assertThat(CommandTag.of("create materialized view m as select 1", 0)).isEqualTo("CREATE MATERIALIZED VIEW");
        assertThat(CommandTag.of("drop table if exists t", 0)).isEqualTo("DROP TABLE");
        assertThat(CommandTag.of("alter table t add column b int", 0)).isEqualTo("ALTER TABLE");
        assertThat(CommandTag.of("create table t2 as select * from t", 7)).isEqualTo("SELECT 7");
    }

    @Test
    void otherCommandsUseTheirKeyword() {
        assertThat(CommandTag.of("begin", 0)).isEqualTo("BEGIN");
        assertThat(CommandTag.of("commit", 0)).isEqualTo("COMMIT");
        assertThat(CommandTag.of("end", 0)).isEqualTo("COMMIT");
        assertThat(CommandTag.of("truncate t", 0)).isEqualTo("TRUNCATE TABLE");
        assertThat(CommandTag.of("set search_path = x", 0)).isEqualTo("SET");
    }
}

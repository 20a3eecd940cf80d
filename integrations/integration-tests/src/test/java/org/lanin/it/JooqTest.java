package org.lanin.it;

import org.junit.jupiter.api.Tag;
import static org.assertj.core.api.Assertions.assertThat;
import static org.jooq.impl.DSL.field;
import static org.jooq.impl.DSL.name;
import static org.jooq.impl.DSL.table;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.List;
import java.util.stream.Collectors;
import org.flywaydb.core.Flyway;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Meta;
import org.jooq.Record;
import org.jooq.Result;
import org.jooq.SQLDialect;
import org.jooq.Table;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** jOOQ 3.19 with SQLDialect.POSTGRES (no Lanin artifact): meta() over Flyway's schema, and queries. */
@Tag("frameworks")
class JooqTest {

  static final String URL = Target.url("jooq_it");
  static final Table<Record> AUTHOR = table(name("author"));
  static final Field<Long> AUTHOR_ID = field(name("id"), Long.class);
  static final Field<String> AUTHOR_NAME = field(name("name"), String.class);
  static final Table<Record> BOOK = table(name("book"));

  @BeforeAll
  static void schema() {
    Flyway.configure().dataSource(URL, null, null).load().migrate();
  }

  @Test
  void metaSeesTablesColumnsAndKeys() throws Exception {
    try (Connection c = DriverManager.getConnection(URL)) {
      Meta meta = DSL.using(c, SQLDialect.POSTGRES).meta();
      List<String> tables = meta.getSchemas("public").get(0).getTables().stream()
          .map(Table::getName).sorted().collect(Collectors.toList());
      assertThat(tables).contains("author", "book", "flyway_schema_history");
      Table<?> book = meta.getTables("book").get(0);
      assertThat(book.fields()).extracting(Field::getName)
          .containsExactly("id", "author_id", "title", "price");
      assertThat(book.getPrimaryKey().getFields()).extracting(Field::getName).containsExactly("id");
      assertThat(book.getReferences()).hasSize(1);
      assertThat(book.getReferences().get(0).getKey().getTable().getName()).isEqualTo("author");
      assertThat(book.getIndexes()).extracting(i -> i.getName()).contains("book_title_idx");
    }
  }

  @Test
  void queriesWithReturningUpsertAndJoin() throws Exception {
    try (Connection c = DriverManager.getConnection(URL)) {
      DSLContext ctx = DSL.using(c, SQLDialect.POSTGRES);
      ctx.insertInto(AUTHOR, AUTHOR_ID, AUTHOR_NAME).values(10L, "Ann").values(11L, "Bob").execute();
      Record book = ctx.insertInto(BOOK)
          .set(field(name("author_id")), 10L)
          .set(field(name("title")), "Ledgers")
          .set(field(name("price")), new BigDecimal("9.50"))
          .returning(field(name("id"), Long.class))
          .fetchOne();
      assertThat(book.get(0, Long.class)).isPositive();

      ctx.insertInto(AUTHOR, AUTHOR_ID, AUTHOR_NAME).values(11L, "Bobby")
          .onConflict(AUTHOR_ID).doUpdate().set(AUTHOR_NAME, DSL.excluded(AUTHOR_NAME)).execute();
      assertThat(ctx.select(AUTHOR_NAME).from(AUTHOR).where(AUTHOR_ID.eq(11L)).fetchOne(AUTHOR_NAME))
          .isEqualTo("Bobby");

      Result<?> rows = ctx.select(AUTHOR_NAME, field(name("book", "title")))
          .from(AUTHOR).join(BOOK).on(field(name("book", "author_id")).eq(field(name("author", "id"))))
          .where(field(name("book", "price"), BigDecimal.class).lt(new BigDecimal("10")))
          .fetch();
      assertThat(rows).hasSize(1);
      assertThat(ctx.fetchCount(table(name("cheap_books")))).isEqualTo(1);
    }
  }
}

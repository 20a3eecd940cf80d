package org.lanin.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class StatementSplitterTest {

    @Test
    void splitsSeveralStatementsOnOneLine() {
        assertThat(StatementSplitter.split("select 1; select 2;select 3"))
                .containsExactly("select 1", "select 2", "select 3");
    }

    @Test
    void skipsEmptyStatements() {
        assertThat(StatementSplitter.split(" ; ;\n;select 1;;")).containsExactly("select 1");
    }

    @Test
    void semicolonInsideSingleQuotesWithDoubledQuote() {
        assertThat(StatementSplitter.split("insert into t values ('a;''b;'); select 2;"))
                .containsExactly("insert into t values ('a;''b;')", "select 2");
    }

    @Test
    void escapeStringBackslashQuote() {
        assertThat(StatementSplitter.split("select E'it\\'s;'; select 'x\\'; select 3;"))
                .containsExactly("select E'it\\'s;'", "select 'x\\'", "select 3");
    }

    @Test
    void semicolonInsideDoubleQuotedIdentifier() {
        assertThat(StatementSplitter.split("select 1 as \"a;\"\"b\"; select 2;"))
                .containsExactly("select 1 as \"a;\"\"b\"", "select 2");
    }

    @Test
    void lineCommentsHideSemicolonsAndLeadingAndTrailingCommentsAreDropped() {
        assertThat(StatementSplitter.split("-- first; comment\nselect 1 -- no; end\n;\n-- only a comment;\n"))
                .containsExactly("select 1");
    }

    @Test
    void nestedBlockComments() {
        assertThat(StatementSplitter.split("/* a; /* b; */ still; */ select 1; select /* ; */ 2;"))
                .containsExactly("select 1", "select /* ; */ 2");
    }

    @Test
    void dollarQuotes() {
        String body = "create function f() returns int as $$ select 1; $$ language sql";
        String tagged = "do $body$ begin perform 1; $x$ ; $x$; end $body$";
        assertThat(StatementSplitter.split(body + "; " + tagged + ";")).containsExactly(body, tagged);
    }

    @Test
    void beginAtomicBodiesStayWholeAsInPsql() {
        String fn = "create or replace function f(x int) returns text begin atomic select case when x > 0 then 'p' else 'n' end; end";
        String proc = "CREATE PROCEDURE p() BEGIN ATOMIC INSERT INTO t VALUES (1); INSERT INTO t VALUES (2); END";
        assertThat(StatementSplitter.split(fn + "; " + proc + "; begin; select 1; end;"))
                .containsExactly(fn, proc, "begin", "select 1", "end");
    }

    @Test
    void beginAtomicFedLineByLine() {
        StatementSplitter s = new StatementSplitter();
        assertThat(s.feed("create function g() returns int\n")).isEmpty();
        assertThat(s.feed("begin atomic\n")).isEmpty();
        assertThat(s.feed("  select 1;\n")).isEmpty();
        assertThat(s.isPending()).isTrue();
        assertThat(s.feed("end;\n")).containsExactly("create function g() returns int\nbegin atomic\n  select 1;\nend");
    }

    @Test
    void positionalParameterAndIdentifierDollarAreNotQuotes() {
        assertThat(StatementSplitter.split("select $1, a$b; select 2;"))
                .containsExactly("select $1, a$b", "select 2");
    }

    @Test
    void semicolonInsideParenthesesDoesNotEnd() {
        assertThat(StatementSplitter.split("create rule r as on insert to t do (select 1; select 2); select 3;"))
                .containsExactly("create rule r as on insert to t do (select 1; select 2)", "select 3");
    }

    @Test
    void incompleteStatementWaitsForMoreLines() {
        StatementSplitter s = new StatementSplitter();
        assertThat(s.feed("select\n")).isEmpty();
        assertThat(s.isPending()).isTrue();
        assertThat(s.continuationMark()).isEqualTo('-');
        assertThat(s.feed("  'a\n")).isEmpty();
        assertThat(s.continuationMark()).isEqualTo('\'');
        assertThat(s.atTopLevel()).isFalse();
        assertThat(s.feed("b';\n")).containsExactly("select\n  'a\nb'");
        assertThat(s.isPending()).isFalse();
    }

    @Test
    void marksOpenCommentDollarAndParen() {
        StatementSplitter s = new StatementSplitter();
        s.feed("/* x\n");
        assertThat(s.continuationMark()).isEqualTo('*');
        s.reset();
        s.feed("select $$\n");
        assertThat(s.continuationMark()).isEqualTo('$');
        s.reset();
        s.feed("select (1,\n");
        assertThat(s.continuationMark()).isEqualTo('(');
        assertThat(s.feed("2);\n")).containsExactly("select (1,\n2)");
        assertThat(s.isPending()).isFalse();
    }

    @Test
    void finishReturnsUnterminatedStatement() {
        StatementSplitter s = new StatementSplitter();
        assertThat(s.feed("select 1; select")).containsExactly("select 1");
        assertThat(s.finish()).containsExactly("select");
        assertThat(s.isPending()).isFalse();
    }

    @Test
    void lookaheadAcrossPiecesGivesSameResultAsWholeText() {
        String text = "select 'a''b', E'c\\'d', $t$ ; $t$, \"x\"\"y\" -- c;\n /* ; */ from t; select $$x$$; select 1-2/3";
        List<String> whole = StatementSplitter.split(text);
        StatementSplitter s = new StatementSplitter();
        List<String> pieces = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) {
            pieces.addAll(s.feed(text.substring(i, i + 1)));
        }
        pieces.addAll(s.finish());
        assertThat(pieces).isEqualTo(whole).hasSize(3);
        assertThat(whole.get(2)).isEqualTo("select 1-2/3");
    }
}

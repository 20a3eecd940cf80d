package org.lanin.pgregress;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Splits a regression script into what psql does with it, by psql's own lexical rules
 * ({@code src/fe_utils/psqlscan.l}): a statement ends at a semicolon outside quotes, dollar quotes,
 * comments, parentheses and a {@code BEGIN ... END} body of {@code CREATE FUNCTION/PROCEDURE}; a
 * backslash outside those starts a psql command that takes the rest of the line; {@code \g}-family
 * commands send the query typed so far; variable references are interpolated as psql does (a plain
 * {@code :name} is lexed again, {@code :'name'} and {@code :"name"} are quoted). After
 * {@code COPY ... FROM STDIN} the lines up to {@code \.} are data, which psql does not echo.
 */
final class PsqlScript {
    private static final Set<String> SEND_COMMANDS = Set.of("g", "gx", "gset", "gexec", "gdesc", "crosstabview",
            "watch");
    private static final Pattern COPY_FROM_STDIN = Pattern.compile(
            "(?is)\\s*copy\\b.*\\bfrom\\s+(stdin|stdout|pstdin)\\b.*");

    private final List<String> lines;
    private final PsqlVariables variables;
    private final List<ScriptItem> items = new ArrayList<>();
    private final boolean[] echoed;

    private final StringBuilder buf = new StringBuilder();
    private int firstLine = -1;
    private int line;
    private int parenDepth;
    private int beginDepth;
    private int commentDepth;
    private char quote; // 0, '\'', '"', 'e' (E'...' with backslash escapes) or '$' (dollar quote)
    private String dollarTag;
    private final List<String> words = new ArrayList<>();
    private boolean lineComment;

    private PsqlScript(List<String> lines, PsqlVariables variables) {
        this.lines = lines;
        this.variables = variables;
        this.echoed = new boolean[lines.size()];
    }

    /** The script's items; {@code variables} is updated by its {@code \set}/{@code \getenv} commands. */
    static PsqlScript parse(List<String> lines, PsqlVariables variables) {
        PsqlScript s = new PsqlScript(lines, variables);
        s.run();
        return s;
    }

    List<ScriptItem> items() {
        return items;
    }

    /**
     * Whether psql echoes raw line {@code i}: not COPY data lines and their {@code \.}, nor empty
     * lines outside quotes and comments.
     */
    boolean echoed(int i) {
        return echoed[i];
    }

    int lineCount() {
        return lines.size();
    }

    private void run() {
        for (line = 0; line < lines.size(); line++) {
            // psql's MainLoop skips an empty line outside quotes and comments without echoing it.
            echoed[line] = !lines.get(line).isEmpty() || quote != 0 || commentDepth > 0;
            int before = items.size();
            feed(lines.get(line) + "\n", true);
            for (int k = before; k < items.size(); k++) {
                if (items.get(k) instanceof ScriptItem.Statement st && st.copyData() != null) {
                    readCopyData(st.copyData());
                }
            }
        }
        if (!buf.toString().isBlank()) {
            emit(false);
        }
    }

    private void readCopyData(List<String> data) {
        while (line + 1 < lines.size()) {
            line++;
            echoed[line] = false;
            if (lines.get(line).equals("\\.")) {
                return;
            }
            data.add(lines.get(line));
        }
    }

    private void feed(String text, boolean raw) {
        int i = 0;
        while (i < text.length()) {
            i = step(text, i, raw);
        }
    }

    /** Consumes the token at {@code text[i]} and returns the index after it. */
    private int step(String text, int i, boolean raw) {
        char c = text.charAt(i);
        if (lineComment) {
            append(c);
            if (c == '\n') {
                lineComment = false;
            }
            return i + 1;
        }
        if (commentDepth > 0) {
            return blockComment(text, i);
        }
        if (quote != 0) {
            return quoted(text, i);
        }
        char next = i + 1 < text.length() ? text.charAt(i + 1) : 0;
        if (c == '-' && next == '-') {
            lineComment = true;
            append(c);
            return i + 1;
        }
        if (c == '/' && next == '*') {
            commentDepth = 1;
            append("/*");
            return i + 2;
        }
        if (c == '\'' || c == '"') {
            quote = c == '\'' && escapeStringPrefix(text, i) ? 'e' : c;
            append(c);
            return i + 1;
        }
        if (c == '$' && (i == 0 || !identifierChar(text.charAt(i - 1)))) {
            int end = dollarTagEnd(text, i);
            if (end > 0) {
                dollarTag = text.substring(i, end);
                quote = '$';
                append(dollarTag);
                return end;
            }
        }
        if (c == '\\' && raw) {
            return meta(text, i);
        }
        if (c == ':' && next != ':' && (i == 0 || text.charAt(i - 1) != ':')) {
            int end = variable(text, i);
            if (end > i) {
                return end;
            }
        }
        if (identifierStart(c) && (i == 0 || !identifierChar(text.charAt(i - 1)))) {
            int end = i;
            while (end < text.length() && identifierChar(text.charAt(end))) {
                end++;
            }
            word(text.substring(i, end));
            append(text.substring(i, end));
            return end;
        }
        if (c == '(') {
            parenDepth++;
        } else if (c == ')' && parenDepth > 0) {
            parenDepth--;
        } else if (c == ';' && parenDepth == 0 && beginDepth == 0) {
            emit(false);
            return i + 1;
        }
        append(c);
        return i + 1;
    }

    private int blockComment(String text, int i) {
        char c = text.charAt(i);
        char next = i + 1 < text.length() ? text.charAt(i + 1) : 0;
        if (c == '*' && next == '/') {
            commentDepth--;
            append("*/");
            return i + 2;
        }
        if (c == '/' && next == '*') {
            commentDepth++;
            append("/*");
            return i + 2;
        }
        append(c);
        return i + 1;
    }

    private int quoted(String text, int i) {
        char c = text.charAt(i);
        if (quote == '$') {
            if (text.startsWith(dollarTag, i)) {
                append(dollarTag);
                quote = 0;
                return i + dollarTag.length();
            }
            append(c);
            return i + 1;
        }
        if (quote == 'e' && c == '\\' && i + 1 < text.length()) {
            append(text.substring(i, i + 2));
            return i + 2;
        }
        char close = quote == 'e' ? '\'' : quote;
        append(c);
        if (c == close) {
            // A doubled quote is an escaped one: stay inside.
            if (i + 1 < text.length() && text.charAt(i + 1) == close) {
                append(close);
                return i + 2;
            }
            quote = 0;
        }
        return i + 1;
    }

    private static boolean escapeStringPrefix(String text, int i) {
        return i > 0 && (text.charAt(i - 1) == 'e' || text.charAt(i - 1) == 'E')
                && (i == 1 || !identifierChar(text.charAt(i - 2)));
    }

    private static int dollarTagEnd(String text, int i) {
        int j = i + 1;
        if (j < text.length() && text.charAt(j) == '$') {
            return j + 1;
        }
        if (j >= text.length() || !identifierStart(text.charAt(j))) {
            return -1;
        }
        while (j < text.length() && identifierChar(text.charAt(j)) && text.charAt(j) != '$') {
            j++;
        }
        return j < text.length() && text.charAt(j) == '$' ? j + 1 : -1;
    }

    /** A backslash command: its name, then its arguments up to the end of the line or {@code \\}. */
    private int meta(String text, int i) {
        int end = i + 1;
        while (end < text.length() && !Character.isWhitespace(text.charAt(end)) && text.charAt(end) != '\\') {
            end++;
        }
        String name = text.substring(i + 1, end);
        int stop = end;
        int argsEnd = -1;
        boolean quoted = false;
        while (stop < text.length() && text.charAt(stop) != '\n') {
            char c = text.charAt(stop);
            if (quoted && c == '\\') {
                stop++;
            } else if (c == '\'') {
                quoted = !quoted;
            } else if (!quoted && text.startsWith("\\\\", stop)) {
                argsEnd = stop;
                break;
            }
            stop++;
        }
        stop = Math.min(stop, text.length());
        String args = text.substring(end, stop).trim();
        if (SEND_COMMANDS.contains(name) && !buf.toString().isBlank()) {
            emit(true);
        }
        items.add(new ScriptItem.Meta(name, args, line));
        variables.apply(name, args);
        return argsEnd >= 0 && argsEnd == stop ? stop + 2 : stop;
    }

    /** Interpolates the variable reference at {@code text[i] == ':'}, or returns {@code i}. */
    private int variable(String text, int i) {
        char q = i + 1 < text.length() ? text.charAt(i + 1) : 0;
        if (q == '\'' || q == '"') {
            StringBuilder v = new StringBuilder();
            int end = variables.reference(text, i, v);
            if (end > i) {
                append(v.toString());
            }
            return end;
        }
        int end = i + 1;
        while (end < text.length() && identifierChar(text.charAt(end)) && text.charAt(end) != '$') {
            end++;
        }
        String v = end > i + 1 ? variables.get(text.substring(i + 1, end)) : null;
        if (v == null) {
            return i;
        }
        feed(v, false);
        return end;
    }

    /**
     * psql's heuristic for SQL-standard function bodies: in a statement that starts with
     * CREATE [OR REPLACE] FUNCTION/PROCEDURE, BEGIN ... END (and CASE ... END inside it) nest, and a
     * semicolon inside does not end the statement.
     */
    private void word(String w) {
        String lower = w.toLowerCase(Locale.ROOT);
        if (words.size() < 4) {
            words.add(lower);
        }
        boolean routine = words.size() >= 2 && words.get(0).equals("create")
                && (words.get(1).equals("function") || words.get(1).equals("procedure")
                        || words.size() >= 4 && words.get(1).equals("or") && words.get(2).equals("replace")
                                && (words.get(3).equals("function") || words.get(3).equals("procedure")));
        if (!routine || parenDepth != 0) {
            return;
        }
        if (lower.equals("begin") || lower.equals("case") && beginDepth >= 1) {
            beginDepth++;
        } else if (lower.equals("end") && beginDepth > 0) {
            beginDepth--;
        }
    }

    private void append(char c) {
        if (buf.isEmpty() && Character.isWhitespace(c)) {
            return;
        }
        markStart();
        buf.append(c);
    }

    private void append(String s) {
        markStart();
        buf.append(s);
    }

    /** The statement starts at its first token, not at a comment before it. */
    private void markStart() {
        if (firstLine < 0 && !lineComment && commentDepth == 0) {
            firstLine = line;
        }
    }

    private void emit(boolean gexec) {
        String sql = stripLeadingComments(buf.toString()).strip();
        if (!sql.isEmpty()) {
            List<String> copy = !gexec && COPY_FROM_STDIN.matcher(sql).matches() ? new ArrayList<>() : null;
            items.add(new ScriptItem.Statement(sql, firstLine, line, gexec, copy));
        }
        buf.setLength(0);
        firstLine = -1;
        parenDepth = 0;
        beginDepth = 0;
        words.clear();
    }

    /** psql drops whitespace and {@code --} comments before a statement's first token. */
    static String stripLeadingComments(String s) {
        int i = 0;
        while (i < s.length()) {
            if (Character.isWhitespace(s.charAt(i))) {
                i++;
            } else if (s.startsWith("--", i)) {
                int nl = s.indexOf('\n', i);
                i = nl < 0 ? s.length() : nl + 1;
            } else {
                break;
            }
        }
        return s.substring(i);
    }

    static boolean identifierStart(char c) {
        return Character.isLetter(c) || c == '_' || c >= 0x80;
    }

    static boolean identifierChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$' || c >= 0x80;
    }
}

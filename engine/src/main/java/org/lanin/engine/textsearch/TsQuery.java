package org.lanin.engine.textsearch;

/**
 * A tsquery: a tree of lexeme operands and the operators {@code ! & | <N>} (null root: the empty
 * query). Text form as PostgreSQL's tsqueryout: operands quoted, {@code :*} for a prefix and the
 * weights A..D, parentheses {@code ( ... )} where a child binds looser than its parent (priorities
 * ! 4, phrase 3, & 2, | 1) and around a phrase on the right of a phrase.
 */
public final class TsQuery implements Comparable<TsQuery> {
    /** A node of the tree. */
    public sealed interface Node permits Operand, Not, Binary {
    }

    /** A lexeme; {@code weights} is a mask of weight codes (bit 3 = A ... bit 0 = D), 0 for any. */
    public record Operand(String lexeme, int weights, boolean prefix) implements Node {
    }

    public record Not(Node arg) implements Node {
    }

    /** {@code op} is '&', '|' or '<' (phrase, with {@code distance}). */
    public record Binary(char op, int distance, Node left, Node right) implements Node {
    }

    public static final TsQuery EMPTY = new TsQuery(null);

    private final Node root;

    public TsQuery(Node root) {
        this.root = root;
    }

    public Node root() {
        return root;
    }

    public static TsQuery parse(String text) {
        return new TsQuery(TsQueryParser.parse(text, TsQueryParser.AS_WRITTEN));
    }

    /** numnode: operands and operators. */
    public int nodeCount() {
        return count(root);
    }

    private static int count(Node n) {
        if (n == null) {
            return 0;
        }
        if (n instanceof Not x) {
            return 1 + count(x.arg());
        }
        if (n instanceof Binary b) {
            return 1 + count(b.left()) + count(b.right());
        }
        return 1;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (root != null) {
            infix(sb, root, 0, false);
        }
        return sb.toString();
    }

    static int priority(Node n) {
        if (n instanceof Not) {
            return 4;
        }
        if (n instanceof Binary b) {
            return b.op() == '<' ? 3 : b.op() == '&' ? 2 : 1;
        }
        return 5;
    }

    /** tsquery.c infix(). */
    private static void infix(StringBuilder sb, Node n, int parentPriority, boolean rightPhraseOp) {
        if (n instanceof Operand o) {
            TsVector.quote(sb, o.lexeme());
            if (o.prefix() || o.weights() != 0) {
                sb.append(':');
                if (o.prefix()) {
                    sb.append('*');
                }
                for (int w = 3; w >= 0; w--) {
                    if ((o.weights() & (1 << w)) != 0) {
                        sb.append(TsVector.WEIGHTS.charAt(w));
                    }
                }
            }
            return;
        }
        int priority = priority(n);
        if (n instanceof Not x) {
            boolean paren = priority < parentPriority;
            sb.append(paren ? "( !" : "!");
            infix(sb, x.arg(), priority, false);
            sb.append(paren ? " )" : "");
            return;
        }
        Binary b = (Binary) n;
        boolean paren = priority < parentPriority || (b.op() == '<' && rightPhraseOp);
        sb.append(paren ? "( " : "");
        infix(sb, b.left(), priority, false);
        sb.append(switch (b.op()) {
            case '&' -> " & ";
            case '|' -> " | ";
            default -> b.distance() == 1 ? " <-> " : " <" + b.distance() + "> ";
        });
        infix(sb, b.right(), priority, b.op() == '<');
        sb.append(paren ? " )" : "");
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TsQuery q && java.util.Objects.equals(root, q.root);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hashCode(root);
    }

    /** An order consistent with equality (by the text form; PostgreSQL's tsquery_cmp orders differently). */
    @Override
    public int compareTo(TsQuery o) {
        return toString().compareTo(o.toString());
    }
}

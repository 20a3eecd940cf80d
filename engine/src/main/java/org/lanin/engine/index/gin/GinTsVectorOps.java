package org.lanin.engine.index.gin;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.textsearch.TsQuery;
import org.lanin.engine.textsearch.TsVector;

/**
 * {@code tsvector_ops} (PostgreSQL's tsginidx.c): the keys of a tsvector are its lexemes (positions
 * and weights are not indexed, so a weight or phrase condition is rechecked). A tsquery becomes AND
 * / OR over its operands; a prefix operand reads every lexeme it starts; a NOT cannot narrow the
 * rows (every TID), and a phrase needs both sides' lexemes.
 */
final class GinTsVectorOps {
    private GinTsVectorOps() {
    }

    static List<Object[]> entries(TsVector v) {
        if (v.size() == 0) {
            return java.util.Collections.singletonList(GinKeys.placeholder(GinKeys.EMPTY_ITEM));
        }
        List<Object[]> out = new ArrayList<>(v.size());
        for (int i = 0; i < v.size(); i++) {
            out.add(GinKeys.norm(v.lexeme(i)));
        }
        return out;
    }

    /** {@code @@}: an empty query matches nothing (PostgreSQL answers no rows, with a NOTICE). */
    static GinQuery query(String op, TsQuery q) {
        if (!op.equals("@@")) {
            return null;
        }
        return q.root() == null ? GinQuery.NONE : node(q.root());
    }

    private static GinQuery node(TsQuery.Node n) {
        if (n instanceof TsQuery.Operand o) {
            return o.prefix() ? new GinQuery.Prefix(o.lexeme()) : new GinQuery.Key(o.lexeme());
        }
        if (n instanceof TsQuery.Not) {
            return GinQuery.ALL;
        }
        TsQuery.Binary b = (TsQuery.Binary) n;
        GinQuery l = node(b.left());
        GinQuery r = node(b.right());
        if (b.op() == '|') {
            return l instanceof GinQuery.All || r instanceof GinQuery.All ? GinQuery.ALL : new GinQuery.Or(List.of(l, r));
        }
        if (l instanceof GinQuery.All) {
            return r;
        }
        return r instanceof GinQuery.All ? l : new GinQuery.And(List.of(l, r));
    }
}

package org.lanin.engine.json;

/**
 * A jsonb value: an immutable tree (see the package invariants) with PostgreSQL's equality,
 * hashing and order ({@link JsonbOrder}), printed by {@link JsonbFormat}.
 */
public final class Jsonb implements Comparable<Jsonb> {
    private final Object root;
    private int hash;

    public Jsonb(Object root) {
        assert JsonbNodes.isNode(root) : root;
        this.root = root;
    }

    /** jsonb_in: parses and normalises {@code text} (22P02 when it is not JSON). */
    public static Jsonb parse(String text) {
        return new Jsonb(JsonParser.parse(text));
    }

    public Object root() {
        return root;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Jsonb j && (j == this || JsonbOrder.compareNodes(root, j.root) == 0);
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = JsonbOrder.hash(root);
            hash = h == 0 ? 1 : h;
        }
        return h;
    }

    @Override
    public int compareTo(Jsonb o) {
        return JsonbOrder.compareNodes(root, o.root);
    }

    @Override
    public String toString() {
        return JsonbFormat.format(root);
    }
}

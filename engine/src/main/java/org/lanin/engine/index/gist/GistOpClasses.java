package org.lanin.engine.index.gist;

import org.lanin.engine.catalog.IndexMethod;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;

/** The GiST operator classes Lanin builds, dispatched on the index's {@link IndexMethod} (pg_opclass / pg_amop). */
public final class GistOpClasses {
    private GistOpClasses() {
    }

    /** The support functions of {@code m}'s operator class. */
    public static GistOpClass of(IndexMethod m) {
        if (m == IndexMethod.GIST_TSVECTOR_OPS) {
            return GistTsVectorOps.INSTANCE;
        }
        throw new org.lanin.engine.error.EngineBug("not a GiST operator class: " + m);
    }

    /** Whether the operator class of {@code m} has operator {@code op}. */
    public static boolean supports(IndexMethod m, String op) {
        return m == IndexMethod.GIST_TSVECTOR_OPS && op.equals("@@");
    }

    /** Whether {@code columnType} can be indexed by the operator class of {@code m}. */
    public static boolean accepts(IndexMethod m, DataType columnType) {
        return m == IndexMethod.GIST_TSVECTOR_OPS && columnType.kind() == TypeKind.TSVECTOR;
    }
}

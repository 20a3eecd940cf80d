package org.lanin.engine.txn;

/** An open savepoint: its name and the xid its subtransaction writes with. */
record SubTransaction(String name, long subxid) {
}

package org.lanin.jdbc;

import java.io.InputStream;
import java.io.Reader;
import java.sql.Array;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.Date;
import java.sql.NClob;
import java.sql.Ref;
import java.sql.ResultSet;
import java.sql.RowId;
import java.sql.SQLException;
import java.sql.SQLType;
import java.sql.SQLXML;
import java.sql.Time;
import java.sql.Timestamp;

/**
 * The part of {@link ResultSet} Lanin does not offer: updating rows, scrolling, and the LOB,
 * array, ref and XML accessors. Lanin's result sets are forward-only and read-only; each of these
 * throws {@link java.sql.SQLFeatureNotSupportedException} naming the method. Generated from the
 * interface so none is missed.
 */
abstract class ForwardOnlyResultSet implements ResultSet {
    @Override
    public boolean absolute(int a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.absolute");
    }

    @Override
    public void afterLast() throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.afterLast");
    }

    @Override
    public void beforeFirst() throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.beforeFirst");
    }

    @Override
    public void cancelRowUpdates() throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.cancelRowUpdates");
    }

    @Override
    public void deleteRow() throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.deleteRow");
    }

    @Override
    public boolean first() throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.first");
    }

    @Override
    public Blob getBlob(String a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.getBlob");
    }

    @Override
    public Blob getBlob(int a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.getBlob");
    }

    @Override
    public Clob getClob(String a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.getClob");
    }

    @Override
    public Clob getClob(int a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.getClob");
    }

    @Override
    public NClob getNClob(String a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.getNClob");
    }

    @Override
    public NClob getNClob(int a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.getNClob");
    }

    @Override
    public Ref getRef(String a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.getRef");
    }

    @Override
    public Ref getRef(int a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.getRef");
    }

    @Override
    public RowId getRowId(String a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.getRowId");
    }

    @Override
    public RowId getRowId(int a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.getRowId");
    }

    @Override
    public SQLXML getSQLXML(String a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.getSQLXML");
    }

    @Override
    public SQLXML getSQLXML(int a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.getSQLXML");
    }

    @Override
    public java.net.URL getURL(String a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.getURL");
    }

    @Override
    public java.net.URL getURL(int a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.getURL");
    }

    @Override
    @Deprecated
    public InputStream getUnicodeStream(String a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.getUnicodeStream");
    }

    @Override
    @Deprecated
    public InputStream getUnicodeStream(int a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.getUnicodeStream");
    }

    @Override
    public void insertRow() throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.insertRow");
    }

    @Override
    public boolean last() throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.last");
    }

    @Override
    public void moveToCurrentRow() throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.moveToCurrentRow");
    }

    @Override
    public void moveToInsertRow() throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.moveToInsertRow");
    }

    @Override
    public boolean previous() throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.previous");
    }

    @Override
    public void refreshRow() throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.refreshRow");
    }

    @Override
    public boolean relative(int a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.relative");
    }

    @Override
    public boolean rowDeleted() throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.rowDeleted");
    }

    @Override
    public boolean rowInserted() throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.rowInserted");
    }

    @Override
    public boolean rowUpdated() throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.rowUpdated");
    }

    @Override
    public void updateArray(String a0, Array a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateArray");
    }

    @Override
    public void updateArray(int a0, Array a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateArray");
    }

    @Override
    public void updateAsciiStream(String a0, InputStream a1, int a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateAsciiStream");
    }

    @Override
    public void updateAsciiStream(String a0, InputStream a1, long a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateAsciiStream");
    }

    @Override
    public void updateAsciiStream(String a0, InputStream a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateAsciiStream");
    }

    @Override
    public void updateAsciiStream(int a0, InputStream a1, int a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateAsciiStream");
    }

    @Override
    public void updateAsciiStream(int a0, InputStream a1, long a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateAsciiStream");
    }

    @Override
    public void updateAsciiStream(int a0, InputStream a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateAsciiStream");
    }

    @Override
    public void updateBigDecimal(String a0, java.math.BigDecimal a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateBigDecimal");
    }

    @Override
    public void updateBigDecimal(int a0, java.math.BigDecimal a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateBigDecimal");
    }

    @Override
    public void updateBinaryStream(String a0, InputStream a1, int a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateBinaryStream");
    }

    @Override
    public void updateBinaryStream(String a0, InputStream a1, long a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateBinaryStream");
    }

    @Override
    public void updateBinaryStream(String a0, InputStream a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateBinaryStream");
    }

    @Override
    public void updateBinaryStream(int a0, InputStream a1, int a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateBinaryStream");
    }

    @Override
    public void updateBinaryStream(int a0, InputStream a1, long a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateBinaryStream");
    }

    @Override
    public void updateBinaryStream(int a0, InputStream a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateBinaryStream");
    }

    @Override
    public void updateBlob(String a0, InputStream a1, long a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateBlob");
    }

    @Override
    public void updateBlob(String a0, InputStream a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateBlob");
    }

    @Override
    public void updateBlob(String a0, Blob a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateBlob");
    }

    @Override
    public void updateBlob(int a0, InputStream a1, long a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateBlob");
    }

    @Override
    public void updateBlob(int a0, InputStream a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateBlob");
    }

    @Override
    public void updateBlob(int a0, Blob a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateBlob");
    }

    @Override
    public void updateBoolean(String a0, boolean a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateBoolean");
    }

    @Override
    public void updateBoolean(int a0, boolean a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateBoolean");
    }

    @Override
    public void updateByte(String a0, byte a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateByte");
    }

    @Override
    public void updateByte(int a0, byte a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateByte");
    }

    @Override
    public void updateBytes(String a0, byte[] a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateBytes");
    }

    @Override
    public void updateBytes(int a0, byte[] a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateBytes");
    }

    @Override
    public void updateCharacterStream(String a0, Reader a1, int a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateCharacterStream");
    }

    @Override
    public void updateCharacterStream(String a0, Reader a1, long a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateCharacterStream");
    }

    @Override
    public void updateCharacterStream(String a0, Reader a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateCharacterStream");
    }

    @Override
    public void updateCharacterStream(int a0, Reader a1, int a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateCharacterStream");
    }

    @Override
    public void updateCharacterStream(int a0, Reader a1, long a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateCharacterStream");
    }

    @Override
    public void updateCharacterStream(int a0, Reader a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateCharacterStream");
    }

    @Override
    public void updateClob(String a0, Reader a1, long a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateClob");
    }

    @Override
    public void updateClob(String a0, Reader a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateClob");
    }

    @Override
    public void updateClob(String a0, Clob a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateClob");
    }

    @Override
    public void updateClob(int a0, Reader a1, long a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateClob");
    }

    @Override
    public void updateClob(int a0, Reader a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateClob");
    }

    @Override
    public void updateClob(int a0, Clob a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateClob");
    }

    @Override
    public void updateDate(String a0, Date a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateDate");
    }

    @Override
    public void updateDate(int a0, Date a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateDate");
    }

    @Override
    public void updateDouble(String a0, double a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateDouble");
    }

    @Override
    public void updateDouble(int a0, double a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateDouble");
    }

    @Override
    public void updateFloat(String a0, float a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateFloat");
    }

    @Override
    public void updateFloat(int a0, float a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateFloat");
    }

    @Override
    public void updateInt(String a0, int a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateInt");
    }

    @Override
    public void updateInt(int a0, int a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateInt");
    }

    @Override
    public void updateLong(String a0, long a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateLong");
    }

    @Override
    public void updateLong(int a0, long a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateLong");
    }

    @Override
    public void updateNCharacterStream(String a0, Reader a1, long a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateNCharacterStream");
    }

    @Override
    public void updateNCharacterStream(String a0, Reader a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateNCharacterStream");
    }

    @Override
    public void updateNCharacterStream(int a0, Reader a1, long a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateNCharacterStream");
    }

    @Override
    public void updateNCharacterStream(int a0, Reader a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateNCharacterStream");
    }

    @Override
    public void updateNClob(String a0, Reader a1, long a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateNClob");
    }

    @Override
    public void updateNClob(String a0, Reader a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateNClob");
    }

    @Override
    public void updateNClob(String a0, NClob a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateNClob");
    }

    @Override
    public void updateNClob(int a0, Reader a1, long a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateNClob");
    }

    @Override
    public void updateNClob(int a0, Reader a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateNClob");
    }

    @Override
    public void updateNClob(int a0, NClob a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateNClob");
    }

    @Override
    public void updateNString(String a0, String a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateNString");
    }

    @Override
    public void updateNString(int a0, String a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateNString");
    }

    @Override
    public void updateNull(String a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateNull");
    }

    @Override
    public void updateNull(int a0) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateNull");
    }

    @Override
    public void updateObject(String a0, Object a1, int a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateObject");
    }

    @Override
    public void updateObject(String a0, Object a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateObject");
    }

    @Override
    public void updateObject(int a0, Object a1, int a2) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateObject");
    }

    @Override
    public void updateObject(int a0, Object a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateObject");
    }

    @Override
    public void updateRef(String a0, Ref a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateRef");
    }

    @Override
    public void updateRef(int a0, Ref a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateRef");
    }

    @Override
    public void updateRow() throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateRow");
    }

    @Override
    public void updateRowId(String a0, RowId a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateRowId");
    }

    @Override
    public void updateRowId(int a0, RowId a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateRowId");
    }

    @Override
    public void updateSQLXML(String a0, SQLXML a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateSQLXML");
    }

    @Override
    public void updateSQLXML(int a0, SQLXML a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateSQLXML");
    }

    @Override
    public void updateShort(String a0, short a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateShort");
    }

    @Override
    public void updateShort(int a0, short a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateShort");
    }

    @Override
    public void updateString(String a0, String a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateString");
    }

    @Override
    public void updateString(int a0, String a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateString");
    }

    @Override
    public void updateTime(String a0, Time a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateTime");
    }

    @Override
    public void updateTime(int a0, Time a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateTime");
    }

    @Override
    public void updateTimestamp(String a0, Timestamp a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateTimestamp");
    }

    @Override
    public void updateTimestamp(int a0, Timestamp a1) throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.updateTimestamp");
    }
}

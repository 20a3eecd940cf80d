/** Cross-module tests of user-defined routines and triggers beyond the recorded PostgreSQL scripts. */
package org.lanin.routines;

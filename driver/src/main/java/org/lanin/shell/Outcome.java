package org.lanin.shell;

/** How a statement, meta-command or script ended: decides whether the shell goes on. */
public enum Outcome {
    OK,
    /** Reported already; stops a script that runs with stop-on-error. */
    ERROR,
    /** {@code \q}: leave the shell. */
    QUIT
}

package org.lanin.sqllogic;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * SQLite's sqllogictest corpus as shipped in the {@code net.hydromatic:sql-logic-test} jar (622 files
 * under {@code test/}, read straight from the jar on the class path, never unpacked), and the
 * selection that runs in the default suite.
 */
final class SltCorpus {
    /**
     * The default suite (issue 14): select1-5, every evidence file, the index files that
     * {@code shared/suites/sqllogictest} holds (one or two per index folder, the whole index tree is
     * about 400 MB), and the first two files of each random folder. select5.test joins up to 64
     * tables (about 22 s of CPU once the planner orders joins; it ran as cross products before).
     */
    static final Pattern DEFAULT_FILES = Pattern.compile(String.join("|",
            "select[1-5]\\.test",
            "evidence/.*\\.test",
            "index/(between/10/slt_good_5|between/1000/slt_good_0|commute/10/slt_good_10|delete/1/slt_good_0"
                    + "|delete/10/slt_good_3|in/10/slt_good_5|orderby/10/slt_good_4|orderby_nosort/10/slt_good_14"
                    + "|random/10/slt_good_5|random/1000/slt_good_4|view/10/slt_good_1)\\.test",
            "random/[a-z]+/slt_good_[01]\\.test"));

    private static final Pattern DIGITS = Pattern.compile("\\d{1,9}");
    private static FileSystem jar;

    private SltCorpus() {
    }

    /** The corpus' {@code test} folder inside the jar. */
    static synchronized Path root() {
        URL url = SltCorpus.class.getClassLoader().getResource("test/select1.test");
        if (url == null) {
            throw new IllegalStateException("net.hydromatic:sql-logic-test is not on the test class path");
        }
        try {
            URI uri = url.toURI();
            if (!"jar".equals(uri.getScheme())) {
                return Path.of(uri).getParent();
            }
            if (jar == null) {
                try {
                    jar = FileSystems.newFileSystem(uri, Map.of());
                } catch (FileSystemAlreadyExistsException e) {
                    jar = FileSystems.getFileSystem(uri);
                }
            }
            return jar.getPath("/test");
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Relative paths ({@code random/expr/slt_good_0.test}) of the corpus files the filter accepts, sorted. */
    static List<String> files(Predicate<String> include) {
        Path root = root();
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(p -> p.toString().endsWith(".test"))
                    .map(p -> SltScripts.relative(root, p))
                    .filter(include)
                    .sorted(SltCorpus::naturalOrder)
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<String> lines(String relative) {
        try {
            return Files.readAllLines(root().resolve(relative), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The folder a file is summarised under: {@code random/expr}, {@code index/in/10}, {@code evidence}, "." for the top. */
    static String folder(String relative) {
        int slash = relative.lastIndexOf('/');
        return slash < 0 ? "." : relative.substring(0, slash);
    }

    /** slt_good_2 before slt_good_10. */
    static int naturalOrder(String a, String b) {
        return padded(a).compareTo(padded(b));
    }

    private static String padded(String name) {
        return DIGITS.matcher(name).replaceAll(m -> "%09d".formatted(Long.parseLong(m.group())));
    }
}

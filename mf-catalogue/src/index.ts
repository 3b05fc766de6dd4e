// The standalone harness for the catalogue team; in the site, the shell loads src/exposed/* instead.
import('./standalone/bootstrap');

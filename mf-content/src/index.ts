// The standalone harness for the mf-content team; in the site, the shell loads src/exposed/* instead.
import('./standalone/bootstrap');

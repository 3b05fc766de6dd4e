// The standalone harness for the mf-cart-quote team; in the site, the shell loads src/exposed/* instead.
import('./standalone/bootstrap');

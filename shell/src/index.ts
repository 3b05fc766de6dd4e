// No async boundary: the shell provides its shared singletons eagerly (build-config/shared-singletons.ts), so they are
// in this first script and the app can start at once.
import './bootstrap.tsx';
import '@rental/shared/ui/theme.css';
import '@rental/shared/ui/brand-mark.css';

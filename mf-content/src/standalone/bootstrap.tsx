import { startStandalone } from '@rental/shared/standalone/start-standalone.tsx';
import { CONTENT_NS, contentLoaders } from '../i18n/content-i18n.ts';

void startStandalone(
  'mf_content',
  CONTENT_NS,
  contentLoaders,
  (file) => import(/* webpackExclude: /\.test\.tsx$/ */ `../exposed/${file}.tsx`),
);

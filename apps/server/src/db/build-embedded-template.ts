// `npm install` (prepare) and `npm start` (prestart, when missing): the embedded database template.
import { buildEmbeddedTemplate } from './embedded-template';

const started = Date.now();
await buildEmbeddedTemplate();
console.log(`Embedded database template built in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// Load on the release page of a running server: `node --import tsx bench/src/release-page-only.ts URL [connections] [seconds]`.
import { benchReleasePage } from './scenarios/release-page.ts';

const [url = 'http://127.0.0.1:3000', connections = '50', seconds = '10'] = process.argv.slice(2);
const result = await benchReleasePage(url, 2000, Number(connections), Number(seconds));
console.log(JSON.stringify(result));

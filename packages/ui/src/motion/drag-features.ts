// framer-motion's animation features plus drag and pan: a chunk of its own, downloaded the first time a
// sheet or drawer that can be swiped closed opens.
import { domMax } from 'framer-motion';

export default domMax;

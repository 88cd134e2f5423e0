// framer-motion's animation features (animate, exit, variants, hover/tap): a chunk of its own, downloaded
// the first time something animates.
import { domAnimation } from 'framer-motion';

export default domAnimation;

/**
 * The notices' stylesheet, as a chunk of its own: the runtime imports this module when it first shows a
 * notice, and Vite's loader links the stylesheet before the import resolves. Most visitors never see a
 * notice, so no page's stylesheet carries these rules (the home page's stylesheet has an 8 KB budget).
 */
import '../styles/runtime.css';

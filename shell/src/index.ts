import { startFirstPage } from './remotes/load-page';

// The first page's remote starts loading as soon as this entry runs, while the shell's own chunks are
// still arriving (the server names it in index.html for public pages).
startFirstPage();

// The async boundary: nothing shared is touched before the federation runtime has set up sharing.
void import('./bootstrap');

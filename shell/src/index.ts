// The async boundary: nothing shared is touched before the federation runtime has set up sharing.
void import('./bootstrap');

// The async boundary: the shared modules the shell consumes load before bootstrap runs.
void import(/* webpackChunkName: "app" */ './bootstrap');

// With Module Federation's async startup the shared modules are ready before this runs.
import './bootstrap';

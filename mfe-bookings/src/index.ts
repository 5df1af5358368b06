// standalone entry (this remote's own page, e.g. /book); the shell uses ./app instead
import('./bootstrap');

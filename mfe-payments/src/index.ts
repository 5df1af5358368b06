// standalone entry (this remote's own page, e.g. /pay/{id}); the shell uses ./app instead
import('./bootstrap');

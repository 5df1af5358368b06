// standalone entry (this remote's pages on their own, in development); the shell uses ./app instead
import('./bootstrap');

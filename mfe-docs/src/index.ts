// standalone entry (/home, /pricing, /docs/* on their own); the shell uses ./app instead
import('./bootstrap');

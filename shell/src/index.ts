// async boundary: shared singletons are negotiated before any of them is used. The bootstrap is in
// this first script ("eager" mode) rather than a chunk of its own: every shared module it starts
// with is eager in the shell, and a chunk of its own was one more round trip, made only once this
// script had run, before anything could draw (decision 0047)
import(/* webpackMode: "eager" */ './bootstrap');

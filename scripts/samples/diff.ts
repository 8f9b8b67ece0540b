// The diff format is the javascript-twins plugin's too (it writes each diff's JavaScript twin).
export {applyDiff} from '../../plugins/javascript-twins/applyDiff';

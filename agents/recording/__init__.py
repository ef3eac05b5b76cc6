"""Runtime recording: what an agent did during its session, from outside its cooperation.

Code revisions (a private git repository), the processes it started (its sandbox's PID
namespace), resources over time, the model calls it made (a recording proxy), and its CLI's
output as one normalised event stream. Everything is append-only JSONL under
`grader/recording/`, summarised into MLflow metrics and the report.
"""

# Each event format registers its parser (for get_parser) on import; `auto` imports every one.
from agents.recording import _event_auto  # noqa: F401
from agents.recording._config import *  # noqa: F403
from agents.recording._event_model import *  # noqa: F403
from agents.recording._events import *  # noqa: F403
from agents.recording._prices import *  # noqa: F403
from agents.recording._process_model import *  # noqa: F403
from agents.recording._processes import *  # noqa: F403
from agents.recording._proxy import *  # noqa: F403
from agents.recording._proxy_calls import *  # noqa: F403
from agents.recording._resources import *  # noqa: F403
from agents.recording._revisions import *  # noqa: F403
from agents.recording._session import *  # noqa: F403

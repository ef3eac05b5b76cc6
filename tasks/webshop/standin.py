"""A STAND-IN for the WebShop server — NOT WebShop (Yao et al. 2022).

It speaks the URL protocol of WebShop's Flask app (web_agent_site/app.py) and renders pages
with the element structure of its templates (search box form, `a.product-link` results,
option radio buttons with labels, Description / Features / Reviews / Buy Now buttons, the
done page's "Your score (min 0.0, max 1.0)"), so the `webshop` environment reads both the
same way. Everything behind the pages is made up and small: 30 hand-written products and 48
instructions (`standin_catalogue.json`), a word-overlap search instead of WebShop's BM25
index, and a simplified reward with the structure of WebShop's (see `_standin_shop.py`).
Scores on it are not WebShop scores: it exists so the task, the environment and the expert
can be run and tested on a machine without the real server (GBs of data, a Lucene index, Java).

    python -m tasks.webshop.standin --port 3000

Beyond WebShop's routes it answers two of its own under /a2rl_standin/: `health`, and
`goal/<session>` (the target product and options, which the environment's expert reads).
`--no-oracle` leaves the second out, as WebShop does: no expert, and nothing for an agent
that can reach the server to read the targets from.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import threading
from ast import literal_eval
from html import escape
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, quote, unquote

from tasks.webshop._standin_shop import (
    PRODUCT_WINDOW,
    Catalogue,
    Goal,
    Product,
    expert_query,
    get_reward,
    load_catalogue,
    search,
)

STANDIN_PREFIX = "a2rl_standin"
SUB_PAGES = ("Description", "Features", "Reviews", "Attributes")
_HEAD = "<head>\n    <title>WebShop</title>\n  </head>"


class _NotFound(Exception):
    pass


def _url(*parts: object) -> str:
    return "/" + "/".join(quote(str(p), safe="") for p in parts)


def _instruction(goal: Goal, keywords: str | None = None) -> str:
    query = "" if keywords is None else f'\n        <h4 style="padding:2px 10px;">Current Query: {escape(keywords)}</h4>'
    return (f'<div id="instruction-text">\n        <h4 style="padding:2px 10px;">Instruction: '
            f'{escape(goal.instruction_text)}</h4>{query}\n      </div>')


def _button(action: str, label: str, css: str = "btn btn-primary") -> str:
    return (f'<form method="post" action="{escape(action)}">\n          '
            f'<button type="submit" class="{css}">{escape(label)}</button>\n        </form>')


def _page(body: str) -> str:
    return f"<!DOCTYPE html>\n<html>\n  {_HEAD}\n  <body>\n    <div class=\"container py-5\">\n      {body}\n    </div>\n  </body>\n</html>\n"


def search_page(session: str, goal: Goal) -> str:
    return _page(f"""<div class="row">
        <div id="logo" class="text-center">
          <h2>WebShop</h2>
        </div>
        <div id="instruction-text" class="text-center">
          <h4>Instruction: <br>{escape(goal.instruction_text)}</h4>
        </div>
        <form role="form" id="form-buscar" method="post" action="{escape(_url(session))}">
          <div class="form-group">
            <div class="input-group">
              <input id="search_input" class="form-control" type="text" name="search_query" placeholder="Search..." required/>
              <span class="input-group-btn">
                <button class="btn btn-success" type="submit"><i class="glyphicon glyphicon-search" aria-hidden="true"></i>Search</button>
              </span>
            </div>
          </div>
        </form>
      </div>""")


def results_page(session: str, goal: Goal, keywords: list[str], page: int, products: list[Product],
                 total: int) -> str:
    kw = str(keywords)
    nav = [_button(_url(session), "Back to Search", "btn btn-success")]
    if page > 1:
        nav.append(_button(_url("search_results", session, kw, page - 1), "< Prev"))
    if page * PRODUCT_WINDOW < total:
        nav.append(_button(_url("search_results", session, kw, page + 1), "Next >"))
    items = "\n".join(f"""<div class="grid-item">
          <h4 class="mt-0 font-weight-bold mb-2 product-asin"><a class="product-link" href="{escape(_url('item_page', session, p.asin, kw, page, '{}'))}">{p.asin}</a></h4>
          <h4 class="mt-0 font-weight-bold mb-2 product-title">{escape(p.name)}</h5>
          <div class="d-flex align-items-center justify-content-between mt-1">
            <h5 class="font-weight-bold my-2 product-price">${p.price}</h6>
          </div>
        </div>""" for p in products)
    first = (page - 1) * PRODUCT_WINDOW + 1
    return _page(f"""{_instruction(goal, ' '.join(keywords))}
      <div class="row top-buffer">
        <div class="col-sm-8">
          <div>
            <h1>Results</h1>
            <p>Page {page} ({first}-{page * PRODUCT_WINDOW}) of {total} total results</p>
          </div>
          <div class="inline-block">
        {chr(10).join(nav)}
          </div>
        </div>
      </div>
      <div class="grid-container">
        {items}
      </div>""")


def item_page(session: str, goal: Goal, product: Product, keywords: str, page: int,
              options: dict[str, str], show_attrs: bool = False) -> str:
    groups = []
    for name, values in product.options.items():
        radios = []
        for i, value in enumerate(values):
            url = _url("item_page", session, product.asin, keywords, page, json.dumps({**options, name: value}))
            radios.append(f'<input type="radio" id="radio_{escape(name)}{i}" name="{escape(name)}" '
                          f'value="{escape(value)}" data-url="{escape(url)}">\n'
                          f'          <label for="radio_{escape(name)}{i}">{escape(value)}</label>')
        groups.append(f'<div class="row top-buffer">\n          <h4>{escape(name)}</h4>\n          '
                      f'<div class="radio-toolbar">\n          {chr(10).join(radios)}\n          </div>\n        </div>')
    opts = json.dumps(options)
    tabs = [t for t in SUB_PAGES if t != "Attributes" or show_attrs]
    sub = "\n".join(_button(_url("item_sub_page", session, product.asin, keywords, page, t, opts), t) for t in tabs)
    return _page(f"""{_instruction(goal, keywords)}
      <div>
        {_button(_url(session), "Back to Search", "btn btn-success")}
        {_button(_url("search_results", session, keywords, page), "< Back to Results")}
      </div>
      <div class="row top-buffer">
        <div class="col-md-4 mb-4 mb-md-0">
        {chr(10).join(groups)}
        </div>
        <div class="col-md-6">
          <h2>{escape(product.name)}</h2>
          <h4>Price: ${product.price}</h4>
          <h4>Rating: {product.rating if product.rating is not None else 'N.A.'}</h4>
          <div class="row top-buffer">
        {sub}
          </div>
        </div>
        <div class="col-sm-2">
          {_button(_url("done", session, product.asin, opts), "Buy Now", "btn btn-lg purchase")}
        </div>
      </div>
      <script>
        $(document).ready(function() {{ $('input:radio').each(function() {{ }}); }});
      </script>""")


def item_sub_page(session: str, goal: Goal, product: Product, keywords: str, page: int, sub_page: str,
                  options: dict[str, str]) -> str:
    if sub_page == "Description":
        content = f'<p class="product-info">{escape(product.description or "No Description")}</p>'
    elif sub_page == "Features":
        content = ("<ul>" + "".join(f'<li><p class="product-info"> {escape(b)}</p></li>' for b in product.bullet_points)
                   + "</ul>") if product.bullet_points else "No Features"
    elif sub_page == "Reviews":
        content = "".join(f'<div class="card"><h4 class="blue-text mt-3">"{escape(r.title)}"</h4>'
                          f'<p class="text-left"><span>{r.score}</span></p><p class="content">{escape(r.body)}</p></div>'
                          for r in product.reviews) or "<h4>No reviews found</h4>"
    elif sub_page == "Attributes":
        content = "<ul>" + "".join(f'<li><p class="attribute"> {escape(a)}</p></li>' for a in product.attributes) + "</ul>"
    else:
        raise _NotFound(f"no sub page {sub_page!r}")
    back = _url("item_page", session, product.asin, keywords, page, json.dumps(options))
    return _page(f"""{_instruction(goal, keywords)}
      <div>
        {_button(_url(session), "Back to Search", "btn btn-success")}
        {_button(back, "< Back to Item Page")}
      </div>
      <div class="row top-buffer">
        <div class="card card-body">{content}</div>
      </div>""")


def done_page(session: str, goal: Goal, product: Product, options: dict[str, str], reward: float) -> str:
    code = hashlib.sha1(session.encode()).hexdigest()[:10].upper()  # WebShop's MTurk code
    # WebShop hides the purchase and the target in the page (display:none); so does the stand-in.
    return _page(f"""<div id="thankyou" class="text-center">
        <h1>Thank you for shopping with us!</h1>
      </div>
      <div id="stats" class="text-center">
        <h3 align="mturk_code">Your code: </h3>
        <p><pre>{code}</pre> (Paste it in your MTurk interface.)</p>
        <div style="display:none">
          <h4 id="asin">asin<pre>{product.asin}</pre></h4>
          <h4 id="options">options<pre>{escape(json.dumps(options))}</pre></h4>
          <h4 id="goal-asin">asin<pre>{goal.asin}</pre></h4>
          <h4 id="goal-options">options<pre>{escape(json.dumps(goal.goal_options))}</pre></h4>
        </div>
        <hr class="solid">
        <h3 id="reward">Your score (min 0.0, max 1.0)<pre>{reward}</pre></h3>
      </div>""")


class StandinShop:
    """Routes a request path to a page: WebShop's routes plus the stand-in's own two."""

    def __init__(self, catalogue: Catalogue, show_attrs: bool = False, oracle: bool = True) -> None:
        self.catalogue = catalogue
        self.show_attrs = show_attrs
        self.oracle = oracle

    def goal(self, session: str) -> Goal:
        goals = self.catalogue.goals
        if session.startswith("fixed_"):
            try:
                index = int(session.rsplit("_", 1)[1])
            except ValueError:
                raise _NotFound(f"session {session!r}: fixed_<goal index> expected") from None
            if not 0 <= index < len(goals):
                raise _NotFound(f"the stand-in has {len(goals)} goals (0-{len(goals) - 1}); there is no goal {index}")
            return goals[index]
        # Any other session gets a goal of its own, the same every time (WebShop draws one at random).
        return goals[int(hashlib.sha1(session.encode()).hexdigest(), 16) % len(goals)]

    def product(self, asin: str) -> Product:
        product = self.catalogue.product(asin)
        if product is None:
            raise _NotFound(f"no product {asin!r}")
        return product

    def get(self, parts: list[str]) -> tuple[int, str, str]:
        """(status, content type, body) for the path `parts`."""
        match parts:
            case [session]:
                return 200, "text/html", search_page(session, self.goal(session))
            case ["search_results", session, keywords, page]:
                words = literal_eval(keywords) if keywords.startswith("[") else [keywords]
                found = search(self.catalogue, [str(w) for w in words])
                n = int(page)
                shown = found[(n - 1) * PRODUCT_WINDOW : n * PRODUCT_WINDOW]
                return 200, "text/html", results_page(session, self.goal(session), words, n, shown, len(found))
            case ["item_page", session, asin, keywords, page, options]:
                return 200, "text/html", item_page(session, self.goal(session), self.product(asin), keywords,
                                                   int(page), _options(options), self.show_attrs)
            case ["item_sub_page", session, asin, keywords, page, sub_page, options]:
                return 200, "text/html", item_sub_page(session, self.goal(session), self.product(asin), keywords,
                                                       int(page), sub_page, _options(options))
            case ["done", session, asin, options]:
                goal, chosen = self.goal(session), _options(options)
                reward, _ = get_reward(self.catalogue, goal, self.product(asin).asin, chosen)
                return 200, "text/html", done_page(session, goal, self.product(asin), chosen, reward)
            case [prefix, "health"] if prefix == STANDIN_PREFIX:
                body = {"standin": True, "goals": len(self.catalogue.goals), "products": len(self.catalogue.products)}
                return 200, "application/json", json.dumps(body)
            case [prefix, "goal", session] if prefix == STANDIN_PREFIX and self.oracle:
                goal = self.goal(session)
                target = self.product(goal.asin)
                body = {"asin": goal.asin, "goal_options": goal.goal_options, "title": target.name,
                        "query": expert_query(self.catalogue, goal)}
                return 200, "application/json", json.dumps(body)
        raise _NotFound("/".join(parts))


def _options(text: str) -> dict[str, str]:
    value = literal_eval(text)  # WebShop reads the options segment the same way
    if not isinstance(value, dict):
        raise TypeError(f"options must be a dict, got {text!r}")
    return {str(k): str(v) for k, v in value.items()}


def _handler(shop: StandinShop) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def _parts(self) -> list[str]:
            path = self.path.split("?", 1)[0]
            return [unquote(p) for p in path.strip("/").split("/")] if path.strip("/") else []

        def _send(self, status: int, kind: str, body: str, location: str | None = None) -> None:
            data = body.encode()
            self.send_response(status)
            self.send_header("Content-Type", f"{kind}; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            if location:
                self.send_header("Location", location)
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            parts = self._parts()
            if not parts:  # WebShop redirects / to a session of its own
                return self._send(302, "text/html", "", "/abc")
            try:
                self._send(*shop.get(parts))
            except _NotFound as exc:
                self._send(404, "text/plain", f"Not Found: {exc}")
            except (ValueError, TypeError, SyntaxError, KeyError) as exc:  # a malformed segment: WebShop answers 500
                self._send(500, "text/plain", f"Internal Server Error: {type(exc).__name__}: {exc}")

        def do_POST(self) -> None:
            parts = self._parts()
            length = int(self.headers.get("Content-Length") or 0)
            form = parse_qs(self.rfile.read(length).decode()) if length else {}
            if len(parts) == 1 and "search_query" in form:
                keywords = form["search_query"][0].lower().split(" ")
                return self._send(302, "text/html", "", _url("search_results", parts[0], str(keywords), 1))
            self.do_GET()

        def log_message(self, format: str, *args: object) -> None:
            pass

    return Handler


class StandinServer:
    """The stand-in on a port (0 = a free one), served from a background thread.

    >>> # with StandinServer(load_catalogue(), port=0) as server: env url = server.url
    """

    def __init__(self, catalogue: Catalogue, host: str = "127.0.0.1", port: int = 0,
                 show_attrs: bool = False, oracle: bool = True) -> None:
        self._httpd = ThreadingHTTPServer((host, port), _handler(StandinShop(catalogue, show_attrs, oracle)))
        self._httpd.daemon_threads = True
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> StandinServer:
        self._thread = threading.Thread(target=self._httpd.serve_forever, name="webshop-standin", daemon=True)
        self._thread.start()
        return self

    def serve_forever(self) -> None:
        self._httpd.serve_forever()

    def stop(self) -> None:
        if self._thread is not None:
            self._httpd.shutdown()
            self._thread.join()
            self._thread = None
        self._httpd.server_close()

    def __enter__(self) -> StandinServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tasks.webshop.standin",
                                     description="Serve the WebShop STAND-IN (not WebShop) on a port.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=3000)
    parser.add_argument("--catalogue", type=Path, default=None, help="catalogue JSON (default: the bundled one)")
    parser.add_argument("--attrs", action="store_true", help="show the Attributes tab, as WebShop's --attrs")
    parser.add_argument("--no-oracle", action="store_true",
                        help="do not serve the goals' targets (no expert; nothing for an agent to peek at)")
    args = parser.parse_args(argv)
    catalogue = load_catalogue(args.catalogue)
    server = StandinServer(catalogue, args.host, args.port, args.attrs, oracle=not args.no_oracle)
    print(f"WebShop STAND-IN (not WebShop: {len(catalogue.products)} products, {len(catalogue.goals)} goals) "
          f"at {server.url}; point a2rl at it with A2RL_WEBSHOP_URL={server.url}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

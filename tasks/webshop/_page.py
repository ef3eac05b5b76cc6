"""WebShop pages as text: the visible text of a page, classified the way WebShop's text
environment and ReAct's harness read it (buttons, option labels, product links, plain text).

Python's html.parser only (no BeautifulSoup): the tree is built as BeautifulSoup's html.parser
builder builds it, so WebShop's mismatched tags (`<h4>…</h5>`) nest the same way.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any, Literal

SCORE_MARKER = "Your score (min 0.0, max 1.0)"
SUB_PAGES = ("Description", "Features", "Reviews", "Attributes")
PREV = "< Prev"
_HIDDEN_TAGS = {"style", "script", "head", "title", "meta", "noscript", "template"}
_VOID_TAGS = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source",
              "track", "wbr"}


@dataclass(eq=False, repr=False)  # parent ↔ children: the generated ones would recurse
class _Node:
    tag: str
    attrs: dict[str, str]
    parent: _Node | None
    children: list[_Node | str] = field(default_factory=list)

    def classes(self) -> list[str]:
        return self.attrs.get("class", "").split()

    def ancestors(self) -> Iterator[_Node]:
        node = self.parent
        while node is not None:
            yield node
            node = node.parent


class _TreeBuilder(HTMLParser):
    """A forgiving tree, as BeautifulSoup's html.parser builds it: an end tag closes the nearest
    open element of its name (and those inside it); one with no open element is ignored."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = _Node("[document]", {}, None)
        self._stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = _Node(tag, {k: v or "" for k, v in attrs}, self._stack[-1])
        self._stack[-1].children.append(node)
        if tag not in _VOID_TAGS:
            self._stack.append(node)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._stack[-1].children.append(_Node(tag, {k: v or "" for k, v in attrs}, self._stack[-1]))

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self._stack) - 1, 0, -1):
            if self._stack[i].tag == tag:
                del self._stack[i:]
                return

    def handle_data(self, data: str) -> None:
        self._stack[-1].children.append(data)


@dataclass(frozen=True)
class Chunk:
    """One visible text of a page."""

    kind: Literal["text", "button", "option", "product"]
    text: str
    option: tuple[str, str] | None = None
    """Options: (option type, value), from the radio input the label is for."""
    in_instruction: bool = False
    product: int | None = None
    """Index of the result the text belongs to (results pages)."""


@dataclass(frozen=True)
class WebPage:
    chunks: list[Chunk]
    has_search: bool
    reward_text: str | None
    """What the done page shows after "Your score (min 0.0, max 1.0)", None on other pages."""


def _hidden(node: _Node) -> bool:
    style = node.attrs.get("style", "").replace(" ", "").lower()
    return node.tag in _HIDDEN_TAGS or "hidden" in node.attrs or "display:none" in style


def parse_page(html: str) -> WebPage:
    """The visible texts of a WebShop page, classified as WebShop's text environment does.

    >>> page = parse_page('<h4>scent</h4><input type="radio" id="r0" name="scent" value="citrus">'
    ...                   '<label for="r0">citrus</label><button class="btn">Buy Now</button>'
    ...                   '<div style="display:none">secret</div><script>x = 1</script>')
    >>> [(c.kind, c.text, c.option) for c in page.chunks]
    [('text', 'scent', None), ('option', 'citrus', ('scent', 'citrus')), ('button', 'Buy Now', None)]
    """
    builder = _TreeBuilder()
    builder.feed(html)
    builder.close()
    inputs: dict[str, _Node] = {}
    containers: dict[int, int] = {}  # id(result container) → result index
    has_search = False

    def index(node: _Node) -> None:
        nonlocal has_search
        if node.tag == "input":
            if node.attrs.get("id"):
                inputs[node.attrs["id"]] = node
            if node.attrs.get("id") == "search_input" or node.attrs.get("name") == "search_query":
                has_search = True
        if node.tag == "a" and "product-link" in node.classes():
            box = next((a for a in node.ancestors() if {"grid-item", "list-group-item"} & set(a.classes())),
                       node.parent.parent if node.parent and node.parent.parent else node)
            containers.setdefault(id(box), len(containers))
        for child in node.children:
            if isinstance(child, _Node):
                index(child)

    index(builder.root)
    chunks: list[Chunk] = []
    texts: list[str] = []

    def walk(node: _Node) -> None:
        if _hidden(node):
            return
        for child in node.children:
            if isinstance(child, _Node):
                walk(child)
                continue
            text = " ".join(child.split())
            if not text:
                continue
            texts.append(text)
            lineage = [node, *node.ancestors()]
            in_instruction = any(a.attrs.get("id") == "instruction-text" for a in lineage)
            product = next((containers[id(a)] for a in lineage if id(a) in containers), None)
            kind: Any = "text"
            option = None
            if node.tag == "button":
                kind = "button"
            elif node.tag == "label":
                kind = "option"
                radio = inputs.get(node.attrs.get("for", ""))
                option = (radio.attrs.get("name", ""), radio.attrs.get("value", text)) if radio else ("", text)
            elif node.tag == "a" and "product-link" in node.classes():
                kind = "product"
            chunks.append(Chunk(kind=kind, text=text, option=option, in_instruction=in_instruction,
                                product=product))

    walk(builder.root)
    reward_text = None
    if SCORE_MARKER in texts:
        after = texts[texts.index(SCORE_MARKER) + 1 :]
        reward_text = after[0] if after else ""
    return WebPage(chunks=chunks, has_search=has_search, reward_text=reward_text)


def key(text: str) -> str:
    return " ".join(text.split()).casefold()


def _button_kind(text: str) -> str | None:
    """What a button does, by its label (the page's own text for a back button varies)."""
    if text.startswith("<"):
        return "prev"
    return {"back to search": "back_to_search", "next >": "next", "buy now": "buy",
            **{s.lower(): "subpage" for s in SUB_PAGES}}.get(text.lower())


@dataclass(frozen=True)
class Clickable:
    name: str
    kind: str
    value: Any = None
    shown: bool = True


def render(page: WebPage, chosen: dict[str, str], max_products: int,
           show_instruction: bool) -> tuple[str, dict[str, Clickable]]:
    """The observation text of `page` and what can be clicked on it (by normalised name).

    >>> page = parse_page('<div id="instruction-text"><h4>Instruction: buy socks</h4></div>'
    ...                   '<button>Back to Search</button><button>&lt; Back to Results</button>'
    ...                   '<input type="radio" id="r0" name="size" value="large"><label for="r0">large</label>')
    >>> render(page, {"size": "large"}, 3, show_instruction=False)[0]
    '[Back to Search] [SEP] [< Prev] [SEP] [[large]]'
    """
    parts: list[str] = []
    clickables: dict[str, Clickable] = {}
    for chunk in page.chunks:
        shown = not (chunk.in_instruction and not show_instruction) and \
            not (chunk.product is not None and chunk.product >= max_products)
        name, clickable = chunk.text, None
        if chunk.kind == "button":
            kind = _button_kind(chunk.text)
            name = PREV if kind == "prev" else chunk.text
            clickable = Clickable(name, kind, shown=shown) if kind else None
        elif chunk.kind == "option":
            clickable = Clickable(chunk.text, "option", chunk.option, shown)
        elif chunk.kind == "product":
            clickable = Clickable(chunk.text, "product", chunk.text, shown)
        if clickable is not None:
            clickables.setdefault(key(clickable.name), clickable)
        if not shown:
            continue
        if chunk.kind == "option" and chunk.option and chunk.option[0] and chosen.get(chunk.option[0]) == chunk.option[1]:
            parts.append(f"[[{name}]]")
        elif chunk.kind in ("button", "option", "product"):
            parts.append(f"[{name}]")
        else:
            parts.append(name)
    return " [SEP] ".join(parts), clickables
